import { isFinalStatus, type AlarmLiveEvent, type AnswerChoice } from "@alarm/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlarmLive } from "../../lib/alarm-live";
import { isApiError } from "../../lib/api-error";
import { useCurrentUser } from "../../lib/use-session";
import { describeError } from "../toast/describe-error";
import { NotificationCardView } from "./notification-card";
import { addNotification, endAlarm, removeCard, updateCard, type NotificationCard } from "./notification-cards";
import { respondToAlarm } from "./respond-api";
import "./alarm-notifications.css";

/**
 * In-console notification (device type APP): when an alarm reaches the signed-in user as a
 * participant, it stays on screen, on every page, until accepted, declined or closed.
 */
export function AlarmNotifications() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const login = me?.login ?? null;
  const [cards, setCards] = useState<NotificationCard[]>([]);

  // GET /alarms/live answers only callers holding ALARM_TABLE; others would be refused at every retry.
  const watchesAlarms = me?.authorities.includes("ALARM_TABLE") ?? false;
  useAlarmLive(
    {
      onEvent: (event: AlarmLiveEvent) => {
        if (event.type === "notification" && login) setCards((current) => addNotification(current, event, login));
        else if (event.type === "alarm" && isFinalStatus(event.status)) setCards((current) => endAlarm(current, event.alarmId));
      },
    },
    login !== null && watchesAlarms,
  );

  const answer = (card: NotificationCard, choice: AnswerChoice) => {
    setCards((current) => updateCard(current, card.notificationId, (each) => ({ ...each, state: "sending", answer: choice })));
    respondToAlarm(card.respondToken, choice).then(
      (outcome) => setCards((current) => updateCard(current, card.notificationId, (each) => ({ ...each, state: "answered", outcome }))),
      (error: unknown) => {
        const gone = isApiError(error, "NOT_FOUND");
        const reason = gone ? t("alarmNotification.expired") : describeError(error, i18n).detail;
        setCards((current) => updateCard(current, card.notificationId, (each) => ({ ...each, state: "failed", reason, retry: !gone })));
      },
    );
  };

  if (cards.length === 0) return null;
  return (
    <div className="alarm-notifications stack gap-m" aria-label={t("alarmNotification.region")} role="region">
      {cards.map((card) => (
        <NotificationCardView
          key={card.notificationId}
          card={card}
          canOpenTable={watchesAlarms}
          onAnswer={(choice) => answer(card, choice)}
          onClose={() => setCards((current) => removeCard(current, card.notificationId))}
        />
      ))}
    </div>
  );
}
