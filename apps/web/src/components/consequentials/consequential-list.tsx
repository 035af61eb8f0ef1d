import { DEFAULT_ALARM_ICON, type Consequential } from "@alarm/contract";
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";

interface ConsequentialListProps {
  triggers: Consequential[];
  onOpen: (trigger: Consequential) => void;
  onDelete: (trigger: Consequential) => void;
}

/** An alarm point's consequential triggers, by name: each opens in the editor and can be deleted. */
export function ConsequentialList({ triggers, onOpen, onDelete }: ConsequentialListProps) {
  return (
    <ul className="bare-list stack gap-s" data-testid="consequentials-list">
      {triggers.map((trigger) => (
        <ConsequentialRow key={trigger.id} trigger={trigger} onOpen={onOpen} onDelete={onDelete} />
      ))}
    </ul>
  );
}

function ConsequentialRow({ trigger, onOpen, onDelete }: { trigger: Consequential } & Omit<ConsequentialListProps, "triggers">) {
  const { t } = useTranslation();
  const { name: icon, color } = trigger.icon ?? DEFAULT_ALARM_ICON;
  return (
    <li
      className="frame cluster gap-m spread"
      style={{ padding: "0.75rem 1rem" }}
      data-testid="consequential-row"
      data-consequential-id={trigger.id}
      data-trigger-type={trigger.consequentialTrigger}
    >
      <button
        type="button"
        className="p-link cluster gap-m grow"
        style={{ minWidth: 0, textAlign: "start" }}
        onClick={() => onOpen(trigger)}
        aria-label={t("consequentials.list.open", { name: trigger.name })}
        data-testid="consequential-open"
      >
        <i className={`pi pi-${icon}`} style={{ color, fontSize: "1.25rem" }} aria-hidden="true" />
        <span className="stack gap-xs" style={{ minWidth: 0 }}>
          <strong className="breakable">{trigger.name}</strong>
          <span className="cluster wrap gap-s">
            <span className="muted">{t(`phrases.${trigger.consequentialTrigger}`)}</span>
            {trigger.alarmPlanName ? (
              <small className="muted">
                <i className="pi pi-sitemap" aria-hidden="true" /> {trigger.alarmPlanName}
              </small>
            ) : (
              <Tag severity="warning" icon="pi pi-exclamation-triangle" value={t("consequentials.list.noPlan")} title={t("consequentials.list.noPlanHint")} />
            )}
          </span>
        </span>
      </button>
      <Button
        type="button"
        icon="pi pi-trash"
        severity="danger"
        text
        size="small"
        aria-label={t("consequentials.delete.label", { name: trigger.name })}
        onClick={() => onDelete(trigger)}
        data-testid="consequential-delete"
      />
    </li>
  );
}
