import type { AlarmStatus, NotificationStatus, RecipientStatus } from "@alarm/contract";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { ALARM_STATUS_TONE, NOTIFICATION_STATUS_TONE, RECIPIENT_STATUS_TONE } from "./status-tones";
import "./alarm-status.css";

/** An alarm's status as a coloured tag (`.alarm-status` with `data-status` for tests). */
export function AlarmStatusTag({ status }: { status: AlarmStatus }) {
  const { t } = useTranslation();
  return <Tag className="alarm-status" data-status={status} severity={ALARM_STATUS_TONE[status]} value={t(`alarmStatuses.${status}`)} />;
}

/** The mark of an alarm that ended with nobody handling it and waits for an operator: an icon and words, not colour alone. */
export function NeedsAttentionTag() {
  const { t } = useTranslation();
  return <Tag className="alarm-attention" severity="danger" icon="pi pi-exclamation-triangle" value={t("alarmTable.attention.tag")} />;
}

export function RecipientStatusTag({ status }: { status: RecipientStatus }) {
  const { t } = useTranslation();
  return <Tag className="recipient-status" severity={RECIPIENT_STATUS_TONE[status]} value={t(`alarmTable.recipientStatuses.${status}`)} />;
}

export function NotificationStatusTag({ status }: { status: NotificationStatus }) {
  const { t } = useTranslation();
  return <Tag className="notification-status" severity={NOTIFICATION_STATUS_TONE[status]} value={t(`alarmTable.notificationStatuses.${status}`)} />;
}
