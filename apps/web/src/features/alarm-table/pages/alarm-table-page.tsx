import { TabMenu } from "primereact/tabmenu";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router-dom";
import { PageHeader } from "../../../components/page-header";
import { FloodBanner } from "../../../components/incidents/flood-banner";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { AlarmDetailsPanel } from "../components/alarm-details-panel";
import { AlarmTabScreen } from "../components/alarm-tab-screen";
import { LoneWorkerTab } from "../components/lone-worker-tab";
import { useAlarmRoute } from "../components/use-alarm-route";
import { useLiveRefresh } from "../../../components/alarm-monitor/use-live-refresh";
import { ALARM_TABS, DEFAULT_TAB_PARAM, SOURCE_OF, tabHolding } from "../model/alarm-tabs";
import "./alarm-table-page.css";

/** /alarm-table?tab=&id= (docs/domain-rules.md#screens): the alarm monitor's tabs All, My alarms, History and Lone worker. */
export function AlarmTablePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const route = useAlarmRoute();
  const allowed = me?.authorities.includes("ALARM_TABLE") ?? false;
  const live = useLiveRefresh(allowed);
  const { tab } = route;
  if (!tab) return <Navigate to={`/alarm-table?tab=${DEFAULT_TAB_PARAM}`} replace />;

  const view = tab.view;
  const menu = ALARM_TABS.map((item) => ({
    label: t(item.titleKey),
    icon: `pi ${item.icon}`,
    className: `alarm-tabs__tab-${item.param}`,
  }));

  let content;
  if (!allowed) {
    content = <StateCard icon="pi-lock" title={t("alarmTable.noAccess.title")} text={t("alarmTable.noAccess.text")} />;
  } else if (view === null) {
    content = <LoneWorkerTab />;
  } else {
    content = (
      <AlarmTabScreen
        key={`tab-${tab.param}`}
        view={view}
        openId={route.openId}
        detailsHref={(id) => route.detailsHref(id)}
        onOpen={(id) => route.open(id)}
        live={live}
      />
    );
  }

  return (
    <section className="page alarm-monitor">
      <PageHeader title={t(tab.titleKey)} icon={tab.icon} />
      {/* Controlled: the tab follows the address, also when an action (trigger again) moves to another tab. */}
      <TabMenu
        className="alarm-tabs"
        model={menu}
        activeIndex={ALARM_TABS.indexOf(tab)}
        onTabChange={(event) => route.selectTab(ALARM_TABS[event.index]!.param)}
        aria-label={t("alarmTable.tabsLabel")}
      />
      {allowed && view !== "history" && <FloodBanner />}
      {content}
      {allowed && view !== null && route.openId !== null && (
        <AlarmDetailsPanel
          key={`alarm-${route.openId}`}
          id={route.openId}
          source={SOURCE_OF[view]}
          onClose={route.close}
          // The new alarm is open: it is shown on the alarm table tab.
          onTriggered={(result) => route.open(result.id, DEFAULT_TAB_PARAM)}
          // A link opens the alarm wherever it is now: in the alarm table while it runs or needs attention, else in the history.
          onArrived={(alarm) => {
            const holding = tabHolding(tab, alarm);
            if (holding !== tab) route.moveTo(alarm.id, holding.param);
          }}
        />
      )}
    </section>
  );
}
