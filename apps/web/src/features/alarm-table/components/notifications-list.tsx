import type { AlarmNotification } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { phraseText } from "../../../lib/phrase-text";
import { formatDateTime } from "../../../lib/format-date";
import { DEVICE_ICON } from "../model/timeline-icons";
import { NotificationStatusTag } from "../../../components/alarm-status/status-tag";

/** Every message sent for the alarm: to whom and where, its state, how often it was tried and the last error. */
export function NotificationsList({ notifications }: { notifications: AlarmNotification[] }) {
  const { t } = useTranslation();
  if (notifications.length === 0) return <p className="alarm-details__none muted">{t("alarmTable.details.noNotifications")}</p>;
  return (
    <ol className="alarm-messages stack gap-s bare-list">
      {notifications.map((message) => (
        <li key={message.id} className="alarm-messages__item row gap-m" data-status={message.status}>
          <i className={`pi ${DEVICE_ICON[message.deviceType]} alarm-messages__device muted`} aria-hidden="true" />
          <div className="alarm-messages__body stack gap-xs">
            <div className="alarm-messages__head breakable cluster wrap">
              <strong>{message.participantName}</strong>
              <span>
                {t(`alarmTable.deviceTypes.${message.deviceType}`)} {message.address}
              </span>
              <NotificationStatusTag status={message.status} />
            </div>
            <div className="alarm-messages__meta muted">
              {t("alarmTable.details.messageMeta", { rank: message.rank, round: message.round, tries: message.tries })}
              {" · "}
              {formatDateTime(message.deliveredAt ?? message.sentAt ?? message.createdAt)}
            </div>
            {message.lastError && (
              <div className="alarm-messages__error breakable">
                {t("alarmTable.details.lastError", { error: phraseText(t, message.lastErrorPhrase, message.lastError) })}
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
