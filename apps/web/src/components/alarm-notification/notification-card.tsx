import type { AnswerChoice } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { alarmTableHref } from "../alarm-trigger/trigger-outcome";
import { outcomeMessage, type NotificationCard } from "./notification-cards";

interface NotificationCardViewProps {
  card: NotificationCard;
  canOpenTable: boolean;
  onAnswer: (answer: AnswerChoice) => void;
  onClose: () => void;
}

/** One alarm for the signed-in participant: its name and text, Accept and Decline, then what became of the answer. */
export function NotificationCardView({ card, canOpenTable, onAnswer, onClose }: NotificationCardViewProps) {
  const { t } = useTranslation();
  const titleId = `alarm-notification-${card.notificationId}-title`;
  const textId = `alarm-notification-${card.notificationId}-text`;
  const waiting = card.state === "open" || card.state === "sending" || (card.state === "failed" && card.retry);
  const result =
    card.state === "answered"
      ? outcomeMessage(card.outcome)
      : card.state === "ended"
        ? { key: "alarmNotification.outcome.ended", severity: "warn" as const }
        : null;

  return (
    <article
      className={`alarm-notification stack gap-s alarm-notification--${result?.severity ?? "alarm"}`}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <header className="alarm-notification__header cluster">
        <i className={`pi ${waiting ? "pi-bell alarm-notification__bell" : result ? "pi-check-circle" : "pi-exclamation-circle"}`} aria-hidden="true" />
        <span className="alarm-notification__kicker muted">{t("alarmNotification.kicker")}</span>
        <Button
          type="button"
          icon="pi pi-times"
          rounded
          text
          size="small"
          className="alarm-notification__close"
          aria-label={t("alarmNotification.close")}
          onClick={onClose}
        />
      </header>
      <h2 id={titleId} className="alarm-notification__name breakable">
        {card.name}
      </h2>
      <p id={textId} className="alarm-notification__text breakable">
        {card.text ?? t("alarmNotification.noText")}
      </p>
      {result && (
        <p className="alarm-notification__outcome" role="status">
          {t(result.key, { name: card.name })}
        </p>
      )}
      {card.state === "failed" && (
        <p className="alarm-notification__failure" role="alert">
          {t("alarmNotification.failed", { reason: card.reason })}
        </p>
      )}
      <footer className="alarm-notification__actions row end">
        {waiting ? (
          <>
            <Button
              type="button"
              label={t("alarmNotification.decline")}
              icon="pi pi-times"
              severity="secondary"
              outlined
              loading={card.state === "sending" && card.answer === "decline"}
              disabled={card.state === "sending"}
              onClick={() => onAnswer("decline")}
            />
            <Button
              type="button"
              label={t("alarmNotification.accept")}
              icon="pi pi-check"
              severity="success"
              loading={card.state === "sending" && card.answer === "accept"}
              disabled={card.state === "sending"}
              onClick={() => onAnswer("accept")}
            />
          </>
        ) : (
          canOpenTable && (
            <Link className="alarm-notification__link" to={alarmTableHref(card.alarmId)} onClick={onClose}>
              <i className="pi pi-external-link" aria-hidden="true" /> {t("alarmNotification.open")}
            </Link>
          )
        )}
      </footer>
    </article>
  );
}
