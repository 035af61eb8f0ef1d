import type { MaintenanceWindow } from "@alarm/contract";
import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { Skeleton } from "primereact/skeleton";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { sortWindows } from "../../../components/maintenance/window-order";
import { ObjectListCard, ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { StateCard } from "../../../components/state-card";
import { useToast } from "../../../components/toast/toast-context";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { useEndMaintenanceWindow, useMaintenanceWindows } from "../api/maintenance-windows";
import { useConfirmDeleteWindow } from "./use-delete-window";
import { WindowEditor } from "./window-editor";
import { WindowsTable } from "./windows-table";

const matches = (window: MaintenanceWindow, search: string) =>
  [window.name, window.description, window.alarmPointName, window.orgName].some((text) => text?.toLocaleLowerCase().includes(search));

const NO_WINDOWS: MaintenanceWindow[] = [];
/** The search box fits its placeholder. */
const SEARCH_WIDTH = { "--object-list-search-width": "30rem" } as CSSProperties;

/** The windows with a search box and New, and the editor that ?id= opens (?id=new&orgId=&alarmPointId= plans one for a point). */
export function WindowsScreen() {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const [query] = useSearchParams();
  const [search, setSearch] = useState("");
  const windows = useMaintenanceWindows();
  const end = useEndMaintenanceWindow();
  const toast = useToast();
  const showFailure = useFailureToast();
  const { target, open, close, gone } = useListEditor("/maintenance-windows", { forget: () => undefined }, { inQuery: true });
  const confirmDelete = useConfirmDeleteWindow(gone);

  const numberParam = (name: string) => (/^\d{1,10}$/.test(query.get(name) ?? "") ? Number(query.get(name)) : null);
  const defaults = { orgId: numberParam("orgId") ?? organization?.id ?? null, alarmPointId: numberParam("alarmPointId") };
  const endNow = (window: MaintenanceWindow) =>
    end.mutate(window.id, {
      onSuccess: () =>
        toast.show({ severity: "success", summary: t("maintenance.list.endedTitle"), detail: t("maintenance.list.ended", { name: window.name }) }),
      onError: showFailure,
    });

  const all = windows.data ?? NO_WINDOWS;
  const text = search.trim().toLocaleLowerCase();
  const shown = sortWindows(text ? all.filter((window) => matches(window, text)) : all, new Date());
  const newButton = (toolbar: boolean) => (
    <Button
      {...(toolbar ? { id: "maintenance-window-new", "data-testid": "maintenance-window-new" } : {})}
      label={t("maintenance.list.new")}
      icon="pi pi-plus"
      onClick={() => open(NEW_SEGMENT)}
    />
  );

  let content;
  if (windows.isPending) {
    content = (
      <div className="stack gap-s" role="status" aria-label={t("common.loading")}>
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height="2.75rem" />
        ))}
      </div>
    );
  } else if (windows.isError) {
    content = (
      <ObjectListLoadError
        title={t("maintenance.list.loadError")}
        error={windows.error}
        retryLabel={t("maintenance.list.retry")}
        onRetry={() => void windows.refetch()}
      />
    );
  } else if (all.length === 0) {
    content = (
      <StateCard icon="pi-wrench" title={t("maintenance.list.emptyTitle")} text={t("maintenance.list.emptyText")}>
        {newButton(false)}
      </StateCard>
    );
  } else {
    content = (
      <WindowsTable
        windows={shown}
        emptyMessage={t("maintenance.list.noMatch")}
        ending={end.isPending ? (end.variables ?? null) : null}
        onEnd={endNow}
        onEdit={(window) => open(window.id)}
        onDelete={confirmDelete}
      />
    );
  }

  return (
    <>
      <ObjectListCard name="maintenance-windows">
        <p className="flush muted">{t("maintenance.intro")}</p>
        <div className="object-list-toolbar cluster wrap" style={SEARCH_WIDTH}>
          <div className="object-list-toolbar__filters cluster wrap">
            <label htmlFor="maintenance-windows-search" className="visually-hidden">
              {t("maintenance.list.search")}
            </label>
            <IconField iconPosition="left" className="object-list-toolbar__search">
              <InputIcon className="pi pi-search" />
              <InputText
                id="maintenance-windows-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("maintenance.list.searchPlaceholder")}
                maxLength={200}
                disabled={all.length === 0}
              />
            </IconField>
          </div>
          <div className="object-list-toolbar__actions cluster wrap">{newButton(true)}</div>
        </div>
        {content}
      </ObjectListCard>
      {target && <WindowEditor target={target} defaults={defaults} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
