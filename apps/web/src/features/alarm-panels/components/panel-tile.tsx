import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import type { PanelPoint } from "../model/panel-point";
import { PanelIcon } from "./panel-icon";

/**
 * One alarm point as a big button in its colour; a point without an alarm plan cannot be pressed.
 * A point in maintenance says so before it is pressed (triggering it then asks to confirm).
 */
export function PanelTile({ point, inMaintenance, onTrigger }: { point: PanelPoint; inMaintenance: boolean; onTrigger: (point: PanelPoint) => void }) {
  const { t } = useTranslation();
  const color = point.icon?.color;
  const noPlan = point.hasPlan ? null : t("alarmPanels.tile.noPlan");
  const priority = point.priority === null ? null : t("alarmPanels.tile.priorityShort", { priority: point.priority });
  const maintenance = inMaintenance ? t("maintenance.alarmTable.tag") : null;
  // The name holds all the tile shows, so that speech input can name a tile by what it reads.
  const shown = [point.name, point.systemId, noPlan, maintenance, priority].filter(Boolean).join(" ");
  return (
    <button
      type="button"
      className="panel-tile"
      style={color ? { borderLeftColor: color } : undefined}
      disabled={!point.hasPlan}
      onClick={() => onTrigger(point)}
      aria-label={t("alarmPanels.tile.trigger", { name: shown })}
      title={point.description ?? undefined}
    >
      <PanelIcon icon={point.icon} size="large" />
      {/* Spaces between the parts, so that their text reads as words and not run together. */}
      <span className="panel-tile__body stack">
        <span className="panel-tile__name breakable">{point.name}</span> {point.systemId && <span className="panel-tile__meta muted">{point.systemId}</span>}{" "}
        {noPlan && (
          <span className="panel-tile__problem">
            <i className="pi pi-exclamation-circle" aria-hidden="true" /> {noPlan}
          </span>
        )}{" "}
        {maintenance && (
          <span data-testid="panel-tile-maintenance">
            <Tag severity="warning" icon="pi pi-wrench" value={maintenance} />
          </span>
        )}
      </span>{" "}
      {priority && (
        <span className="panel-tile__priority muted" title={t("alarmPanels.tile.priority", { priority: point.priority })}>
          {priority}
        </span>
      )}
    </button>
  );
}
