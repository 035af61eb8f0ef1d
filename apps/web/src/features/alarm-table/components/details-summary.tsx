import type { AlarmDetails } from "@alarm/contract";
import { Message } from "primereact/message";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { AlarmIcon, RepeatBadge, TriggeredBy } from "./alarm-columns";
import { AlarmStatusTag } from "../../../components/alarm-status/status-tag";

/** The head of an alarm's details: status, name, text, and where its escalation stands. */
export function DetailsSummary({ details }: { details: AlarmDetails }) {
  const { t } = useTranslation();
  const { alarm } = details;
  const facts: [string, ReactNode][] = [
    [t("alarmTable.details.accepted"), t("alarmTable.details.acceptedValue", { accepted: alarm.acceptedCount, required: alarm.confirmPriority })],
    [t("alarmTable.details.progress"), t("alarmTable.details.progressValue", { rank: details.rank, round: details.round, rounds: details.countRepeat + 1 })],
    [t("alarmTable.columns.priority"), alarm.priority],
    [t("alarmTable.details.acknowledgeMode"), t(`alarmDefinition.acknowledgeModes.${alarm.acknowledgeMode}`)],
    [t("alarmTable.columns.triggeredBy"), <TriggeredBy alarm={alarm} />],
    [t("alarmTable.columns.triggeredAt"), formatDateTime(alarm.triggeredAt)],
    ...(alarm.scheduledFor ? [[t("alarmTable.details.scheduledFor"), formatDateTime(alarm.scheduledFor)] as [string, string]] : []),
    ...(alarm.endedAt ? [[t("alarmTable.columns.endedAt"), formatDateTime(alarm.endedAt)] as [string, string]] : []),
    [t("alarmTable.columns.organization"), alarm.orgName],
    ...(alarm.systemId ? [[t("alarmTable.columns.systemId"), alarm.systemId] as [string, string]] : []),
    ...(details.quitReason ? [[t("alarmTable.details.quitReason"), details.quitReason] as [string, string]] : []),
  ];
  return (
    <header className="alarm-summary stack gap-m">
      <div className="alarm-summary__title cluster wrap">
        <AlarmStatusTag status={alarm.status} />
        <AlarmIcon icon={alarm.icon} />
        <h3>{alarm.name}</h3>
        {alarm.kind === "MANUAL_CALL" && <span className="alarm-summary__kind muted">{t("alarmTable.details.manualCall")}</span>}
        {alarm.kind === "APP" && <span className="alarm-summary__kind muted">{t("alarmTable.details.fromApp")}</span>}
        {alarm.repeatCount > 0 && <RepeatBadge count={alarm.repeatCount} />}
      </div>
      {alarm.needsAttention && (
        <Message
          className="alarm-summary__attention w-full justify-content-start"
          severity="error"
          text={t("alarmTable.attention.explanation", { status: t(`alarmStatuses.${alarm.status}`) })}
        />
      )}
      {alarm.text && <p className="alarm-summary__text">{alarm.text}</p>}
      <dl className="alarm-summary__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
