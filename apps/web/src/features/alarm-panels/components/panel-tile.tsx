import { useTranslation } from "react-i18next";
import type { PanelPoint } from "../model/panel-point";
import { PanelIcon } from "./panel-icon";

/** One alarm point as a big button in its colour; a point without an alarm plan cannot be pressed. */
export function PanelTile({ point, onTrigger }: { point: PanelPoint; onTrigger: (point: PanelPoint) => void }) {
  const { t } = useTranslation();
  const color = point.icon?.color;
  return (
    <button
      type="button"
      className="panel-tile"
      style={color ? { borderLeftColor: color } : undefined}
      disabled={!point.hasPlan}
      onClick={() => onTrigger(point)}
      aria-label={t("alarmPanels.tile.trigger", { name: point.name })}
      title={point.description ?? undefined}
    >
      <PanelIcon icon={point.icon} size="large" />
      <span className="panel-tile__body stack">
        <span className="panel-tile__name breakable">{point.name}</span>
        {point.systemId && <span className="panel-tile__meta muted">{point.systemId}</span>}
        {!point.hasPlan && (
          <span className="panel-tile__problem">
            <i className="pi pi-exclamation-circle" aria-hidden="true" /> {t("alarmPanels.tile.noPlan")}
          </span>
        )}
      </span>
      {point.priority !== null && (
        <span className="panel-tile__priority muted" title={t("alarmPanels.tile.priority", { priority: point.priority })}>
          {t("alarmPanels.tile.priorityShort", { priority: point.priority })}
        </span>
      )}
    </button>
  );
}
