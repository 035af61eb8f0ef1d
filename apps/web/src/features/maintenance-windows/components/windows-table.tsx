import type { MaintenanceWindow } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { WindowCovers, WindowStateView } from "../../../components/maintenance/maintenance-parts";
import { scheduleText } from "../../../components/maintenance/schedule-text";

/** More rows than this are paged. */
const PAGE_SIZE = 10;

interface WindowsTableProps {
  windows: MaintenanceWindow[];
  emptyMessage: string;
  /** The window whose occurrence is being ended now. */
  ending: number | null;
  onEnd: (window: MaintenanceWindow) => void;
  onEdit: (window: MaintenanceWindow) => void;
  onDelete: (window: MaintenanceWindow) => void;
}

/** The windows: name, what they cover, their schedule, where they stand now with "End now", and edit and delete. */
export function WindowsTable({ windows, emptyMessage, ending, onEnd, onEdit, onDelete }: WindowsTableProps) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  return (
    <DataTable
      className="object-list-table maintenance-windows-table"
      value={windows}
      dataKey="id"
      rowClassName={(window: MaintenanceWindow) => `maintenance-window-row maintenance-window-row--${window.current ? "in-force" : "idle"}`}
      paginator={windows.length > PAGE_SIZE}
      rows={PAGE_SIZE}
      emptyMessage={emptyMessage}
      stripedRows
      size="small"
      tableStyle={{ minWidth: "56rem" }}
      aria-label={t("maintenance.title")}
    >
      <Column
        field="name"
        header={t("maintenance.columns.name")}
        sortable
        body={(window: MaintenanceWindow) => (
          <span className="stack gap-xs">
            <Link to={`/maintenance-windows?id=${window.id}`} data-testid="maintenance-window-name" className="breakable">
              {window.name}
            </Link>
            {window.description && <small className="object-list-table__clamped">{window.description}</small>}
          </span>
        )}
      />
      <Column
        field="orgName"
        header={t("maintenance.columns.covers")}
        sortable
        body={(window: MaintenanceWindow) => (
          <span className="stack gap-xs">
            <WindowCovers window={window} />
            {window.alarmPointId !== null && <small className="muted">{window.orgName}</small>}
          </span>
        )}
      />
      <Column
        header={t("maintenance.columns.schedule")}
        body={(window: MaintenanceWindow) => <span className="maintenance-schedule">{scheduleText(window.schedule, t, i18n.language)}</span>}
      />
      <Column
        header={t("maintenance.columns.state")}
        body={(window: MaintenanceWindow) => (
          <span className="stack gap-s">
            <WindowStateView window={window} now={now} />
            {window.current && (
              <span>
                <Button
                  type="button"
                  size="small"
                  severity="warning"
                  outlined
                  icon="pi pi-stop-circle"
                  label={t("maintenance.list.endNow")}
                  aria-label={t("maintenance.list.endNowLabel", { name: window.name })}
                  data-testid="maintenance-window-end"
                  loading={ending === window.id}
                  disabled={ending !== null}
                  onClick={() => onEnd(window)}
                />
              </span>
            )}
          </span>
        )}
      />
      <Column
        header={t("maintenance.columns.actions")}
        body={(window: MaintenanceWindow) => (
          <span className="row">
            {[
              { label: t("maintenance.list.edit", { name: window.name }), icon: "pi pi-pencil", run: onEdit },
              { label: t("maintenance.list.delete", { name: window.name }), icon: "pi pi-trash", run: onDelete, severity: "danger" as const },
            ].map((action) => (
              <Button
                key={action.icon}
                type="button"
                icon={action.icon}
                text
                rounded
                severity={action.severity}
                aria-label={action.label}
                tooltip={action.label}
                onClick={() => action.run(window)}
              />
            ))}
          </span>
        )}
      />
    </DataTable>
  );
}
