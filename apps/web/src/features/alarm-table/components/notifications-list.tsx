import type { AlarmNotification } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { phraseText } from "../../../lib/phrase-text";
import { formatDateTime } from "../../../lib/format-date";
import { DEVICE_ICON } from "../model/timeline-icons";
import { NotificationStatusTag } from "./status-tag";

/** Every message sent for the alarm: to whom and where, its state, how often it was tried and the last error. */
export function NotificationsList({ notifications }: { notifications: AlarmNotification[] }) {
  const { t } = useTranslation();
  if (notifications.length === 0) return <p className="alarm-details__none">{t("alarmTable.details.noNotifications")}</p>;
  return (
    <ol className="alarm-messages">
      {notifications.map((message) => (
        <li key={message.id} className="alarm-messages__item" data-status={message.status}>
          <i className={`pi ${DEVICE_ICON[message.deviceType]} alarm-messages__device`} aria-hidden="true" />
          <div className="alarm-messages__body">
            <div className="alarm-messages__head">
              <strong>{message.participantName}</strong>
              <span>
                {t(`alarmTable.deviceTypes.${message.deviceType}`)} {message.address}
              </span>
              <NotificationStatusTag status={message.status} />
            </div>
            <div className="alarm-messages__meta">
              {t("alarmTable.details.messageMeta", { rank: message.rank, round: message.round, tries: message.tries })}
              {" · "}
              {formatDateTime(message.deliveredAt ?? message.sentAt ?? message.createdAt)}
            </div>
            {message.lastError && <div className="alarm-messages__error">{t("alarmTable.details.lastError", { error: phraseText(t, message.lastErrorPhrase, message.lastError) })}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
