import { APP_TYPES, type AppType, type PredefinedApp } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Skeleton } from "primereact/skeleton";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useOrganizationApps } from "../api/predefined-apps";
import { appIconOf } from "../model/app-form-model";
import { AppIcon } from "./app-type-label";

interface AppRow {
  type: AppType;
  app: PredefinedApp | null;
}

/** The six app types with what the organization has of each: set up or not, its system id, plan and icon. A row opens its editor. */
export function AppsList({ orgId, selected, onSelect }: { orgId: number; selected: AppType | null; onSelect: (type: AppType) => void }) {
  const { t } = useTranslation();
  const apps = useOrganizationApps(orgId);

  if (apps.isPending) {
    return (
      <div className="stack gap-s" role="status" aria-label={t("common.loading")}>
        {APP_TYPES.map((type) => (
          <Skeleton key={type} height="2.75rem" />
        ))}
      </div>
    );
  }
  if (apps.isError) {
    return (
      <ObjectListLoadError
        title={t("alarmApps.list.loadError")}
        error={apps.error}
        retryLabel={t("alarmApps.list.retry")}
        onRetry={() => void apps.refetch()}
      />
    );
  }

  const rows: AppRow[] = APP_TYPES.map((type) => ({ type, app: apps.data.find((app) => app.appType === type) ?? null }));
  const none = t("alarmApps.list.none");
  return (
    <>
      {apps.data.length === 0 && <p className="flush muted">{t("alarmApps.list.empty")}</p>}
      <DataTable
        className="object-list-table alarm-apps-table"
        value={rows}
        dataKey="type"
        selectionMode="single"
        metaKeySelection={false}
        selection={rows.find((row) => row.type === selected) ?? null}
        onSelectionChange={(event) => {
          const row = event.value as AppRow | null;
          if (row) onSelect(row.type);
        }}
        rowClassName={(row: AppRow) => `alarm-apps-row alarm-apps-row--${row.type}`}
        size="small"
        aria-label={t("alarmApps.list.title")}
      >
        <Column
          header={t("alarmApps.columns.app")}
          body={(row: AppRow) => (
            <span className="cluster gap-s">
              <AppIcon icon={appIconOf(row.type, row.app)} />
              <strong>{t(`alarmApps.types.${row.type}`)}</strong>
            </span>
          )}
        />
        <Column
          header={t("alarmApps.columns.state")}
          body={(row: AppRow) =>
            row.app ? <Tag severity="success" value={t("alarmApps.list.setUp")} /> : <Tag severity="secondary" value={t("alarmApps.list.notSetUp")} />
          }
        />
        <Column header={t("alarmApps.columns.systemId")} body={(row: AppRow) => <span className="breakable">{row.app?.systemId ?? none}</span>} />
        <Column
          header={t("alarmApps.columns.plan")}
          body={(row: AppRow) => {
            if (!row.app) return none;
            if (row.app.alarmPlanName) return <span className="breakable">{row.app.alarmPlanName}</span>;
            return <Tag severity="warning" icon="pi pi-exclamation-triangle" value={t("alarmApps.list.noPlan")} title={t("alarmApps.list.noPlanHint")} />;
          }}
        />
      </DataTable>
    </>
  );
}
