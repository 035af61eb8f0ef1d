import type { DetailedReportRow } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { RecipientStatusTag } from "../../../components/alarm-status/status-tag";
import { formatDateTime } from "../../../lib/format-date";

/** Who an alarm reached and how each answered (the expanded row of the detailed report). */
export function RecipientAnswers({ recipients }: { recipients: DetailedReportRow["recipients"] }) {
  const { t } = useTranslation();
  if (recipients.length === 0) return <p className="flush muted">{t("reports.detailed.noRecipients")}</p>;
  return (
    <ul className="report-recipients bare-list stack gap-s" aria-label={t("reports.detailed.recipients")}>
      {recipients.map((recipient) => (
        <li key={recipient.participantId} className="cluster gap-m wrap">
          <span className="report-recipients__name">{recipient.name}</span>
          <RecipientStatusTag status={recipient.status} />
          {recipient.respondedAt && <span className="muted">{t("reports.detailed.respondedAt", { time: formatDateTime(recipient.respondedAt) })}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The recipients in a few characters: how many answered of how many, said in full to the mouse and screen readers. */
export function RecipientSummary({ recipients }: { recipients: DetailedReportRow["recipients"] }) {
  const { t } = useTranslation();
  const answered = recipients.filter((recipient) => recipient.status === "ACCEPTED" || recipient.status === "DECLINED").length;
  const text = t("reports.detailed.recipientSummary", { recipients: recipients.length, answered });
  return (
    <span className="report-nowrap" title={text}>
      <span aria-hidden="true">
        {answered}/{recipients.length}
      </span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
