import type { AlarmRecipient } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { RecipientStatusTag } from "../../../components/alarm-status/status-tag";

/** Who the alarm reaches, by rank, with their answer. */
export function RecipientsList({ recipients }: { recipients: AlarmRecipient[] }) {
  const { t } = useTranslation();
  if (recipients.length === 0) return <p className="alarm-details__none muted">{t("alarmTable.details.noRecipients")}</p>;
  return (
    <ul className="alarm-recipients stack gap-s bare-list">
      {recipients.map((recipient) => (
        <li key={recipient.id} className="alarm-recipients__item cluster wrap">
          <span className="alarm-recipients__name">{recipient.name}</span>
          <span className="alarm-recipients__rank muted">{t("alarmTable.details.rank", { rank: recipient.rank })}</span>
          <RecipientStatusTag status={recipient.status} />
          <span className="alarm-recipients__times muted">
            {recipient.respondedAt && t("alarmTable.details.respondedAt", { time: formatDateTime(recipient.respondedAt) })}
            {recipient.acknowledgedAt && (
              <>
                {" · "}
                <i className="pi pi-check-circle" aria-hidden="true" />{" "}
                {t("alarmTable.details.acknowledgedAt", { time: formatDateTime(recipient.acknowledgedAt) })}
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
