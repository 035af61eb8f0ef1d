import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { Skeleton } from "primereact/skeleton";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTriggerOutcomeToast } from "../../../components/alarm-trigger/use-trigger-outcome-toast";
import { StateCard } from "../../../components/state-card";
import { describeError } from "../../../components/toast/describe-error";
import { usePanelPoints } from "../api/panel-points";
import type { PanelPoint } from "../model/panel-point";
import { groupPanels } from "../model/panel-groups";
import { PanelTile } from "./panel-tile";
import { useMaintenanceNow } from "../../../components/maintenance/maintenance-now";
import { maintenanceWindowsOf } from "../../../components/maintenance/maintenance-rows";
import { TriggerDialog } from "./trigger-dialog";

const SKELETON_TILES = 6;

/** The tiles of every alarm point the user may trigger, searchable, grouped by organization. */
export function PanelBoard() {
  const { t, i18n } = useTranslation();
  const points = usePanelPoints();
  const maintenance = useMaintenanceNow(true);
  const inMaintenance = (point: PanelPoint) =>
    maintenance.data ? maintenanceWindowsOf({ alarmPointId: point.id, orgId: point.orgId }, maintenance.data).length > 0 : false;
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<PanelPoint | null>(null);
  const outcome = useTriggerOutcomeToast();
  const groups = useMemo(() => groupPanels(points.data?.points ?? [], search, i18n.language), [points.data, search, i18n.language]);

  let content;
  if (points.isPending) {
    content = (
      <div className="panel-grid" role="status" aria-label={t("common.loading")}>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <Skeleton key={index} height="5.5rem" borderRadius="12px" />
        ))}
      </div>
    );
  } else if (points.isError) {
    content = (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={t("alarmPanels.loadFailed")} text={describeError(points.error, i18n).detail}>
        <Button label={t("alarmPanels.retry")} icon="pi pi-refresh" outlined onClick={() => void points.refetch()} />
      </StateCard>
    );
  } else if (points.data.points.length === 0) {
    content = <StateCard icon="pi-inbox" title={t("alarmPanels.empty.title")} text={t("alarmPanels.empty.text")} />;
  } else if (groups.length === 0) {
    content = <StateCard icon="pi-search" title={t("alarmPanels.noMatch", { search: search.trim() })} />;
  } else {
    content = groups.map((group) => (
      <section key={group.orgId} className="panel-group stack gap-m" aria-labelledby={`panel-group-${group.orgId}`}>
        <h2 id={`panel-group-${group.orgId}`} className="panel-group__title cluster muted">
          <i className="pi pi-building" aria-hidden="true" /> {group.orgName}
          <span className="panel-group__count">{group.points.length}</span>
        </h2>
        <div className="panel-grid">
          {group.points.map((point) => (
            <PanelTile key={point.id} point={point} inMaintenance={inMaintenance(point)} onTrigger={setChosen} />
          ))}
        </div>
      </section>
    ));
  }

  const truncated = points.data && points.data.count > points.data.points.length;
  return (
    <>
      <div className="panel-toolbar cluster wrap">
        <label htmlFor="alarm-panels-search" className="visually-hidden">
          {t("alarmPanels.search")}
        </label>
        <IconField iconPosition="left" className="panel-toolbar__search">
          <InputIcon className="pi pi-search" />
          <InputText
            id="alarm-panels-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("alarmPanels.searchPlaceholder")}
            autoComplete="off"
          />
        </IconField>
        {truncated && (
          <small className="panel-toolbar__note muted">{t("alarmPanels.truncated", { shown: points.data.points.length, count: points.data.count })}</small>
        )}
      </div>
      {content}
      {chosen && (
        <TriggerDialog
          key={chosen.id}
          point={chosen}
          onHide={() => setChosen(null)}
          onTriggered={(response, delayMinutes) => {
            setChosen(null);
            outcome.show(response, chosen.name, delayMinutes);
          }}
        />
      )}
      {outcome.element}
    </>
  );
}
