import type { AlarmTableRequest } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { AlarmStatusTag, NeedsAttentionTag } from "../../../components/alarm-status/status-tag";
import { formatDateTime } from "../../../lib/format-date";
import { useAlarmList } from "../../../components/alarm-monitor/alarm-queries";
import { useLiveRefresh } from "../../../components/alarm-monitor/use-live-refresh";
import { WidgetNotice, WidgetQuery } from "./widget-state";

/** The newest alarms of the alarm table (its first tab, `?tab=0`). */
const LAST_ALARMS: AlarmTableRequest = { field: "ALL", currentPage: 1, pageSize: 8, sortField: "triggeredAt", sortOrder: "DESCENDING" };
const ALARM_TABLE_TAB = "0";

/** The alarm table with an alarm's details open (the alarm monitor's address form). */
const alarmHref = (id?: number) => `/alarm-table?${new URLSearchParams({ tab: ALARM_TABLE_TAB, ...(id ? { id: String(id) } : {}) }).toString()}`;

/** LAST_ALARMS: the newest open alarms, kept current by the alarm monitor's live stream; each opens in the alarm table. */
export function LastAlarmsWidget({ denied }: { denied: string | null }) {
  const { t } = useTranslation();
  const query = useAlarmList("alarmtable", LAST_ALARMS, !denied);
  useLiveRefresh(!denied);
  return (
    <WidgetQuery query={query} denied={denied} shape="list">
      {(alarms) =>
        alarms.list.length === 0 ? (
          <WidgetNotice icon="pi-check-circle" text={t("dashboard.lastAlarms.empty")} />
        ) : (
          <div className="stack gap-s">
            <ul className="bare-list dashboard-alarms">
              {alarms.list.map((alarm) => (
                <li key={alarm.id}>
                  <Link className="dashboard-alarm" to={alarmHref(alarm.id)}>
                    <span className="dashboard-alarm__name breakable">{alarm.name}</span>
                    <span className="inline-cluster gap-xs wrap">
                      {alarm.needsAttention ? <NeedsAttentionTag /> : <AlarmStatusTag status={alarm.status} />}
                    </span>
                    <span className="dashboard-alarm__meta muted breakable">
                      {formatDateTime(alarm.triggeredAt)} · {alarm.orgName}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={alarmHref()} className="dashboard-widget__more">
              {t("dashboard.lastAlarms.all", { count: alarms.count })}
            </Link>
          </div>
        )
      }
    </WidgetQuery>
  );
}
