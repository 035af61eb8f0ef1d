import type { HistoryEntry } from "@alarm/contract";
import { Timeline } from "primereact/timeline";
import { useTranslation } from "react-i18next";
import { formatPreciseDateTime } from "../../../lib/format-date";
import { phraseText } from "../../../lib/phrase-text";
import { HISTORY_KIND_ICON } from "../model/timeline-icons";
import { AlarmStatusTag } from "../../../components/alarm-status/status-tag";

/** Every step of the alarm, oldest first: when, what, to whom on which device, by whom, and the detail. */
export function AlarmTimeline({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="alarm-details__none muted">{t("alarmTable.details.noTimeline")}</p>;
  return (
    <Timeline
      className="alarm-timeline"
      value={entries}
      dataKey="id"
      marker={(entry: HistoryEntry) => (
        <span className={`alarm-timeline__marker muted alarm-timeline__marker--${entry.kind}`}>
          <i className={`pi ${HISTORY_KIND_ICON[entry.kind]}`} aria-hidden="true" />
        </span>
      )}
      content={(entry: HistoryEntry) => (
        <div className="alarm-timeline__entry" data-kind={entry.kind}>
          <div className="alarm-timeline__head cluster wrap">
            <time dateTime={entry.at}>{formatPreciseDateTime(entry.at)}</time>
            <strong>{t(`alarmTable.historyKinds.${entry.kind}`)}</strong>
            {entry.kind === "STATUS" && entry.status && <AlarmStatusTag status={entry.status} />}
          </div>
          {(entry.participantName || entry.deviceType) && (
            <div className="alarm-timeline__who breakable">
              {entry.participantName}
              {entry.deviceType && ` · ${t(`alarmTable.deviceTypes.${entry.deviceType}`)}`}
              {entry.address && ` ${entry.address}`}
            </div>
          )}
          {entry.actor && (
            <div className="alarm-timeline__actor">
              {entry.actor === "system" ? t("alarmTable.details.systemActor") : t("alarmTable.details.actor", { actor: entry.actor })}
            </div>
          )}
          {entry.detail && <div className="alarm-timeline__detail breakable muted">{phraseText(t, entry.phrase, entry.detail)}</div>}
        </div>
      )}
    />
  );
}
