import { PRESENCE_LIST_LIMIT, type PresenceRow } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { Skeleton } from "primereact/skeleton";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListCard, ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useDebouncedValue } from "../../../components/organization-picker/use-debounced-value";
import { useToast } from "../../../components/toast/toast-context";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { formatDateTime } from "../../../lib/format-date";
import { usePresence, useSetPresence } from "../api/presence";

/** More rows than this are paged. */
const PAGE_SIZE = 20;

/** The participants of an organization with whether they are checked in, a search, and Check in / Check out per row. */
export function PresenceScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const current = useCurrentOrganization();
  const [chosenOrg, setChosenOrg] = useState<number | null>(null);
  const orgId = chosenOrg ?? current?.id ?? null;
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search.trim());
  const presence = usePresence(orgId, settled);
  const change = useSetPresence();

  const setPresence = (row: PresenceRow, checkedIn: boolean) =>
    change.mutate(
      { participantId: row.participantId, checkedIn },
      {
        onSuccess: () =>
          toast.show({
            severity: "success",
            summary: t(checkedIn ? "presence.checkedInTitle" : "presence.checkedOutTitle"),
            detail: t(checkedIn ? "presence.checkedInText" : "presence.checkedOutText", { name: row.participantName }),
          }),
        onError: showFailure,
      },
    );

  let content;
  if (presence.isPending) {
    content = (
      <div className="stack gap-s" role="status" aria-label={t("common.loading")}>
        {[1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} height="2.75rem" />
        ))}
      </div>
    );
  } else if (presence.isError) {
    content = <ObjectListLoadError title={t("presence.loadError")} error={presence.error} retryLabel={t("presence.retry")} onRetry={() => void presence.refetch()} />;
  } else {
    const rows = presence.data;
    const busy = (row: PresenceRow) => change.isPending && change.variables?.participantId === row.participantId;
    content = (
      <>
        {rows.length >= PRESENCE_LIST_LIMIT && <p className="flush muted">{t("presence.limited", { limit: PRESENCE_LIST_LIMIT })}</p>}
        <DataTable
          className="object-list-table presence-table"
          value={rows}
          dataKey="participantId"
          paginator={rows.length > PAGE_SIZE}
          rows={PAGE_SIZE}
          size="small"
          stripedRows
          emptyMessage={settled ? t("presence.noMatch") : t("presence.empty")}
          aria-label={t("menu.checkInOut")}
          aria-busy={presence.isFetching}
        >
          <Column field="participantName" header={t("presence.columns.participant")} sortable body={(row: PresenceRow) => <strong className="breakable">{row.participantName}</strong>} />
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
          <Column field="since" header={t("presence.columns.since")} sortable body={(row: PresenceRow) => (row.since ? formatDateTime(row.since) : <span className="muted">{t("presence.noSince")}</span>)} />
          <Column
            header={t("presence.columns.actions")}
            body={(row: PresenceRow) => (
              <span className="row wrap">
                <Button
                  type="button"
                  size="small"
                  icon="pi pi-sign-in"
                  label={t("presence.checkIn")}
                  aria-label={t("presence.checkInLabel", { name: row.participantName })}
                  outlined={row.checkedIn}
                  disabled={row.checkedIn || change.isPending}
                  loading={busy(row) && change.variables?.checkedIn === true}
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
                  disabled={!row.checkedIn || change.isPending}
                  loading={busy(row) && change.variables?.checkedIn === false}
                  onClick={() => setPresence(row, false)}
                />
              </span>
            )}
          />
        </DataTable>
      </>
    );
  }

  return (
    <ObjectListCard name="presence">
      <p className="flush muted">{t("presence.intro")}</p>
      <div className="object-list-toolbar cluster wrap">
        <div style={{ flex: "1 1 22rem", maxWidth: "36rem" }}>
          <OrganizationField id="presence-organization" label={t("presence.organization")} value={orgId} onChange={(org) => setChosenOrg(org.id)} />
        </div>
        <div className="form-field" style={{ flex: "1 1 18rem", maxWidth: "28rem" }}>
          <label htmlFor="presence-search">{t("presence.search")}</label>
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText
              id="presence-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("presence.searchPlaceholder")}
              maxLength={100}
              style={{ width: "100%" }}
            />
          </IconField>
        </div>
      </div>
      {content}
    </ObjectListCard>
  );
}
