import type { AuditEntry, AuditFieldChange } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useTranslation } from "react-i18next";

/** A stored value as a person reads it: secrets and yes/no in their words, lists and objects as JSON. */
function useValueText() {
  const { t } = useTranslation();
  return (value: unknown): string => {
    if (value === undefined || value === null || value === "") return "—";
    if (value === "[secret]") return t("audit.secret");
    if (value === "[new secret]") return t("audit.newSecret");
    if (typeof value === "boolean") return value ? t("audit.yes") : t("audit.no");
    return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
  };
}

/** Column names as words: `short_name` reads "short name". */
const fieldName = (field: string) => field.replace(/_/g, " ");

/** What one entry says: the action, the kind of object and its name, then its fields before and after. */
export function ChangeEntry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const text = useValueText();
  const showsBefore = entry.action === "UPDATE" || entry.action === "DELETE";
  const showsAfter = entry.action !== "DELETE";
  return (
    <div className="stack gap-s change-entry" data-testid="change-entry" data-action={entry.action} data-object-type={entry.objectType}>
      <div className="cluster gap-s">
        <strong>{t(`audit.actions.${entry.action}`)}</strong>
        <span>{t(`audit.objectTypes.${entry.objectType}`)}</span>
        {entry.label && <span className="muted">{entry.label}</span>}
      </div>
      {entry.changes.length > 0 && (
        <DataTable value={entry.changes} size="small" dataKey="field" aria-label={t("audit.fieldsLabel")}>
          <Column header={t("audit.field")} body={(change: AuditFieldChange) => fieldName(change.field)} />
          {showsBefore && <Column header={t("audit.before")} body={(change: AuditFieldChange) => <span data-testid="before">{text(change.before)}</span>} />}
          {showsAfter && <Column header={t("audit.after")} body={(change: AuditFieldChange) => <span data-testid="after">{text(change.after)}</span>} />}
        </DataTable>
      )}
    </div>
  );
}
