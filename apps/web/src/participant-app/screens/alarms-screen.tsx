import type { MyAlarm } from "@alarm/contract";
import { ProgressSpinner } from "primereact/progressspinner";
import { TabPanel, TabView } from "primereact/tabview";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlarmCard } from "../components/alarm-card";
import { useAlarmHistory } from "../hooks";
import { errorText } from "../lib/errors";

/** My alarms: the open ones to answer, and the history of those that ended. */
export function AlarmsScreen({ open, focusId }: { open: MyAlarm[] | undefined; focusId: number | null }) {
  const { t } = useTranslation();
  // Opened for an alarm (a notification's link): show it, among the open ones or else in the history.
  const focusTab = focusId === null || !open ? null : open.some((alarm) => alarm.alarmId === focusId) ? 0 : 1;
  const [tab, setTab] = useState(focusTab ?? 0);
  const [focused, setFocused] = useState<number | null>(focusTab === null ? null : focusId);
  if (focusTab !== null && focused !== focusId) {
    setFocused(focusId);
    setTab(focusTab);
  }
  const history = useAlarmHistory(tab === 1);
  const scrolledTo = useRef<number | null>(null);
  const shown = tab === 0 ? open : history.data?.list;
  useEffect(() => {
    if (focusId === null || scrolledTo.current === focusId || !shown?.some((alarm) => alarm.alarmId === focusId)) return;
    scrolledTo.current = focusId;
    document.getElementById(`alarm-${focusId}`)?.scrollIntoView({ block: "center" });
  }, [focusId, shown]);

  return (
    <div className="screen alarms-screen">
      <h1 className="screen-title">{t("alarms.title")}</h1>
      <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)} className="app-tabs">
        <TabPanel header={t("alarms.openTab", { n: open?.length ?? 0 })}>
          <AlarmList alarms={open} empty={t("alarms.noOpen")} focusId={focusId} />
        </TabPanel>
        <TabPanel header={t("alarms.historyTab")}>
          {history.isError ? <ErrorState error={history.error} /> : <AlarmList alarms={history.data?.list} empty={t("alarms.noHistory")} focusId={focusId} />}
        </TabPanel>
      </TabView>
    </div>
  );
}

function AlarmList({ alarms, empty, focusId }: { alarms: MyAlarm[] | undefined; empty: string; focusId: number | null }) {
  if (!alarms) return <Loading />;
  if (alarms.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="alarm-list">
      {alarms.map((alarm) => (
        <AlarmCard key={alarm.alarmId} alarm={alarm} highlighted={alarm.alarmId === focusId} />
      ))}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading-state" role="status">
      <ProgressSpinner style={{ width: "2.5rem", height: "2.5rem" }} strokeWidth="5" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}

export function ErrorState({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="error-state" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden="true" /> {errorText(error, t, i18n.language)}
    </p>
  );
}
