import { IMPORT_KINDS, type ImportAction, type ImportPlan, type ImportProblem, type ImportRow } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { SelectButton } from "primereact/selectbutton";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const ACTION_SEVERITY: Record<ImportAction, "success" | "info" | "secondary"> = { CREATE: "success", UPDATE: "info", UNCHANGED: "secondary" };
type Shown = "problems" | "changes" | "all";

/** The plan of an import: counts per kind, then the rows (those with problems first shown when there are any). */
export function ImportPlanView({ plan }: { plan: ImportPlan }) {
  const { t, i18n } = useTranslation();
  /** The problem in the reader's language when the console knows its code, else in the server's words. */
  const problemText = ({ code, params, message }: ImportProblem) => {
    const key = `importExport.problems.${code}`;
    return code && i18n.exists(key) ? t(key, params) : message;
  };
  const [shown, setShown] = useState<Shown>(plan.problems > 0 ? "problems" : "changes");
  const kinds = IMPORT_KINDS.filter((kind) => plan.totals[kind]);
  const rows = plan.rows.filter((row) => (shown === "problems" ? row.problems.length > 0 : shown === "changes" ? row.action !== "UNCHANGED" : true));

  return (
    <div className="stack gap-m">
      <DataTable
        value={kinds.map((kind) => ({ kind, ...plan.totals[kind]! }))}
        size="small"
        dataKey="kind"
        aria-label={t("importExport.plan.totals")}
        className="import-totals"
      >
        <Column header={t("importExport.plan.kind")} body={(row: { kind: string }) => t(`organizations.objectTypes.${row.kind}`)} />
        <Column field="create" header={t("importExport.plan.create")} />
        <Column field="update" header={t("importExport.plan.update")} />
        <Column field="unchanged" header={t("importExport.plan.unchanged")} />
        <Column
          field="problems"
          header={t("importExport.plan.problems")}
          body={(row: { problems: number }) => (row.problems > 0 ? <strong>{row.problems}</strong> : 0)}
        />
      </DataTable>
      <SelectButton
        value={shown}
        onChange={(event) => event.value && setShown(event.value as Shown)}
        options={(["problems", "changes", "all"] as const).map((value) => ({ value, label: t(`importExport.plan.show.${value}`) }))}
        aria-label={t("importExport.plan.show.label")}
      />
      <DataTable
        value={rows}
        size="small"
        paginator={rows.length > 20}
        rows={20}
        stripedRows
        className="import-rows"
        emptyMessage={t(`importExport.plan.empty.${shown}`)}
        aria-label={t("importExport.plan.rows")}
      >
        <Column header={t("importExport.plan.kind")} body={(row: ImportRow) => t(`organizations.objectTypes.${row.kind}`)} />
        <Column header={t("importExport.plan.key")} body={(row: ImportRow) => <span className="breakable">{row.key}</span>} />
        <Column
          header={t("importExport.plan.action")}
          body={(row: ImportRow) => <Tag severity={ACTION_SEVERITY[row.action]} value={t(`importExport.plan.actions.${row.action}`)} />}
        />
        <Column
          header={t("importExport.plan.details")}
          body={(row: ImportRow) =>
            row.problems.length > 0 ? (
              <ul className="bare-list stack gap-xs import-problems">
                {row.problems.map((problem) => (
                  <li key={`${problem.field}-${problem.message}`}>
                    <i className="pi pi-exclamation-circle" aria-hidden="true" /> <code>{problem.field}</code>: {problemText(problem)}
                  </li>
                ))}
              </ul>
            ) : row.changes?.length ? (
              <span className="muted">{t("importExport.plan.changes", { fields: row.changes.join(", ") })}</span>
            ) : null
          }
        />
      </DataTable>
    </div>
  );
}
