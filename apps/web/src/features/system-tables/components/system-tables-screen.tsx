import type { SystemTable } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { FormField } from "../../../components/form-field";
import { ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { StateCard } from "../../../components/state-card";
import { useSystemTables } from "../api/system-tables";
import { TableBrowser } from "./table-browser";

const PICKER_ID = "system-table";

/** /views?table=: the table picker and the rows of the table chosen (kept in the address, so a reload or a link shows it again). */
export function SystemTablesScreen() {
  const { t } = useTranslation();
  const tables = useSystemTables();
  const [params, setParams] = useSearchParams();
  const asked = params.get("table");
  const chosen = tables.data?.find((table) => table.name === asked) ?? null;

  let picker;
  if (tables.isPending) {
    picker = <Skeleton height="2.75rem" width="min(24rem, 100%)" role="status" aria-label={t("common.loading")} />;
  } else if (tables.isError) {
    picker = (
      <ObjectListLoadError
        title={t("systemTables.tables.loadError")}
        error={tables.error}
        retryLabel={t("systemTables.tables.retry")}
        onRetry={() => void tables.refetch()}
      />
    );
  } else {
    picker = (
      <div style={{ maxWidth: "24rem" }}>
        <FormField id={PICKER_ID} label={t("systemTables.picker.label")}>
          <Dropdown
            inputId={PICKER_ID}
            value={chosen?.name ?? null}
            options={tables.data}
            optionLabel="name"
            optionValue="name"
            itemTemplate={(table: SystemTable) => (
              <span className="cluster gap-s spread">
                <span>{table.name}</span>
                <small className="muted">{t("systemTables.picker.columns", { count: table.columns.length })}</small>
              </span>
            )}
            onChange={(event) => setParams({ table: String(event.value) }, { replace: true })}
            placeholder={t("systemTables.picker.placeholder")}
            filter
            filterPlaceholder={t("systemTables.picker.search")}
            emptyMessage={t("systemTables.picker.none")}
            emptyFilterMessage={t("systemTables.picker.noMatch")}
            style={{ width: "100%" }}
          />
        </FormField>
      </div>
    );
  }

  let content = null;
  if (chosen) content = <TableBrowser key={chosen.name} table={chosen} />;
  else if (tables.isSuccess && asked)
    content = <StateCard icon="pi-question-circle" title={t("systemTables.unknown.title", { table: asked })} text={t("systemTables.unknown.text")} />;
  else if (tables.isSuccess) content = <StateCard icon="pi-table" title={t("systemTables.choose.title")} text={t("systemTables.choose.text")} />;

  return (
    <div className="stack">
      <div className="card stack gap-m">
        <p className="flush muted">{t("systemTables.intro")}</p>
        {picker}
      </div>
      {content}
    </div>
  );
}
