import type { AlarmLiveEvent, AnswerChoice, RespondOutcome } from "@alarm/contract";

type NotificationEvent = Extract<AlarmLiveEvent, { type: "notification" }>;

/** One alarm shown to the signed-in participant, and where its answer stands. */
export type NotificationCard = Omit<NotificationEvent, "type" | "login"> &
  (
    | { state: "open" }
    | { state: "sending"; answer: AnswerChoice }
    | { state: "answered"; outcome: RespondOutcome }
    /** `retry`: the answer may be sent again (not when the link is gone). */
    | { state: "failed"; reason: string; retry: boolean }
    /** The alarm ended before this participant answered. */
    | { state: "ended" }
  );

/** More than this many unanswered alarms at once: the oldest make room. */
export const MAX_CARDS = 5;

/** Adds a notification meant for `login` (the server sends only those; a second tab may share the stream); the same message twice is shown once. */
export function addNotification(cards: readonly NotificationCard[], event: NotificationEvent, login: string): NotificationCard[] {
  if (event.login !== login || cards.some((card) => card.notificationId === event.notificationId)) return [...cards];
  const { type: _type, login: _login, ...shown } = event;
  return [...cards, { ...shown, state: "open" as const }].slice(-MAX_CARDS);
}

export function updateCard(
  cards: readonly NotificationCard[],
  notificationId: number,
  change: (card: NotificationCard) => NotificationCard,
): NotificationCard[] {
  return cards.map((card) => (card.notificationId === notificationId ? change(card) : card));
}

export const removeCard = (cards: readonly NotificationCard[], notificationId: number) => cards.filter((card) => card.notificationId !== notificationId);

/** An alarm that ended meanwhile needs no answer: its open cards say so. */
export function endAlarm(cards: readonly NotificationCard[], alarmId: number): NotificationCard[] {
  return cards.map((card) =>
    card.alarmId === alarmId && (card.state === "open" || (card.state === "failed" && card.retry)) ? { ...card, state: "ended" as const } : card,
  );
}

/** The words for what became of an answer, and how it looks. */
export function outcomeMessage(outcome: RespondOutcome): { key: string; severity: "success" | "info" | "warn" } {
  if (outcome.outcome === "ALARM_ENDED") return { key: "alarmNotification.outcome.ended", severity: "warn" };
  const accepted = outcome.answer === "ACCEPT";
  if (outcome.outcome === "ALREADY_ANSWERED")
    return { key: accepted ? "alarmNotification.outcome.alreadyAccepted" : "alarmNotification.outcome.alreadyDeclined", severity: "info" };
  return accepted ? { key: "alarmNotification.outcome.accepted", severity: "success" } : { key: "alarmNotification.outcome.declined", severity: "info" };
}
