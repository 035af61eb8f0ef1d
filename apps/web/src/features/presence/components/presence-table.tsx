import type { PresenceRow } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import type { PresenceChange } from "./use-presence-change";

/** More rows than this are paged. */
const PAGE_SIZE = 20;

interface PresenceTableProps {
  rows: PresenceRow[];
  emptyMessage: string;
  fetching: boolean;
  change: PresenceChange;
}

/** The participants with their presence state, since when, and Check in / Check out. */
export function PresenceTable({ rows, emptyMessage, fetching, change }: PresenceTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      className="object-list-table presence-table"
      value={rows}
      dataKey="participantId"
      paginator={rows.length > PAGE_SIZE}
      rows={PAGE_SIZE}
      size="small"
      stripedRows
      emptyMessage={emptyMessage}
      aria-label={t("menu.checkInOut")}
      aria-busy={fetching}
    >
      <Column
        field="participantName"
        header={t("presence.columns.participant")}
        sortable
        body={(row: PresenceRow) => <strong className="breakable">{row.participantName}</strong>}
      />
      <Column field="orgName" header={t("presence.columns.organization")} sortable />
      <Column
        field="checkedIn"
        header={t("presence.columns.state")}
        sortable
        body={(row: PresenceRow) =>
          row.checkedIn ? (
            <Tag severity="success" icon="pi pi-sign-in" value={t("presence.checkedIn")} />
          ) : (
            <Tag severity="secondary" icon="pi pi-sign-out" value={row.since ? t("presence.checkedOut") : t("presence.never")} />
          )
        }
      />
      <Column
        field="since"
        header={t("presence.columns.since")}
        sortable
        body={(row: PresenceRow) => (row.since ? formatDateTime(row.since) : <span className="muted">{t("presence.noSince")}</span>)}
      />
      <Column header={t("presence.columns.actions")} body={(row: PresenceRow) => <PresenceActions row={row} change={change} />} />
    </DataTable>
  );
}

/** Check in and Check out for one participant; the one that would change nothing is disabled. */
function PresenceActions({ row, change }: { row: PresenceRow; change: PresenceChange }) {
  const { t } = useTranslation();
  const { pending, setPresence } = change;
  const sending = (checkedIn: boolean) => pending?.participantId === row.participantId && pending.checkedIn === checkedIn;
  return (
    <span className="row wrap">
      <Button
        type="button"
        size="small"
        icon="pi pi-sign-in"
        label={t("presence.checkIn")}
        aria-label={t("presence.checkInLabel", { name: row.participantName })}
        outlined={row.checkedIn}
        disabled={row.checkedIn || pending !== undefined}
        loading={sending(true)}
        onClick={() => setPresence(row, true)}
      />
      <Button
        type="button"
        size="small"
        severity="secondary"
        icon="pi pi-sign-out"
        label={t("presence.checkOut")}
        aria-label={t("presence.checkOutLabel", { name: row.participantName })}
        outlined
        disabled={!row.checkedIn || pending !== undefined}
        loading={sending(false)}
        onClick={() => setPresence(row, false)}
      />
    </span>
  );
}
