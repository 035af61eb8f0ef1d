import { PRESENCE_LIST_LIMIT } from "@alarm/contract";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { Skeleton } from "primereact/skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListCard, ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useDebouncedValue } from "../../../components/organization-picker/use-debounced-value";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { usePresence } from "../api/presence";
import { PresenceTable } from "./presence-table";
import { usePresenceChange } from "./use-presence-change";

/** The participants of an organization with whether they are checked in, a search, and Check in / Check out per row. */
export function PresenceScreen() {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const [chosenOrg, setChosenOrg] = useState<number | null>(null);
  const orgId = chosenOrg ?? current?.id ?? null;
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search.trim());
  const presence = usePresence(orgId, settled);
  const change = usePresenceChange();

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
    content = (
      <ObjectListLoadError title={t("presence.loadError")} error={presence.error} retryLabel={t("presence.retry")} onRetry={() => void presence.refetch()} />
    );
  } else {
    content = (
      <>
        {presence.data.length >= PRESENCE_LIST_LIMIT && <p className="flush muted">{t("presence.limited", { limit: PRESENCE_LIST_LIMIT })}</p>}
        <PresenceTable
          rows={presence.data}
          emptyMessage={settled ? t("presence.noMatch") : t("presence.empty")}
          fetching={presence.isFetching}
          change={change}
        />
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
