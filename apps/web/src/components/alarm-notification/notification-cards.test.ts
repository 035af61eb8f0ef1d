import type { AlarmLiveEvent } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { addNotification, endAlarm, MAX_CARDS, outcomeMessage, removeCard, updateCard } from "./notification-cards";

const event = (notificationId: number, more: Partial<Extract<AlarmLiveEvent, { type: "notification" }>> = {}) => ({
  type: "notification" as const,
  login: "olga",
  notificationId,
  alarmId: 100 + notificationId,
  name: "Fire alarm station 1",
  text: "Report to the station",
  respondToken: `token-${notificationId}`,
  ...more,
});

describe("alarm notification cards", () => {
  it("shows a notification for the signed-in login once, and none for another login", () => {
    let cards = addNotification([], event(1), "olga");
    cards = addNotification(cards, event(1), "olga");
    cards = addNotification(cards, event(2, { login: "admin" }), "olga");
    expect(cards).toEqual([
      { notificationId: 1, alarmId: 101, name: "Fire alarm station 1", text: "Report to the station", respondToken: "token-1", state: "open" },
    ]);
  });

  it("keeps the newest few when many arrive", () => {
    let cards = addNotification([], event(1), "olga");
    for (let id = 2; id <= MAX_CARDS + 2; id++) cards = addNotification(cards, event(id), "olga");
    expect(cards.map((card) => card.notificationId)).toEqual([3, 4, 5, 6, 7]);
  });

  it("follows one card through sending and answering, and removes it", () => {
    const cards = addNotification(addNotification([], event(1), "olga"), event(2), "olga");
    const sending = updateCard(cards, 2, (card) => ({ ...card, state: "sending", answer: "accept" }));
    expect(sending.map((card) => card.state)).toEqual(["open", "sending"]);
    expect(removeCard(sending, 1).map((card) => card.notificationId)).toEqual([2]);
  });

  it("marks the open cards of an alarm that ended, but not answered ones or ones whose link is gone", () => {
    const cards = addNotification(addNotification([], event(1), "olga"), event(2, { alarmId: 101 }), "olga");
    const answered = updateCard(cards, 2, (card) => ({
      ...card,
      state: "answered",
      outcome: { outcome: "RECORDED", alarmId: 101, alarmName: "x", status: "ACCEPTED", answer: "ACCEPT" },
    }));
    expect(endAlarm(answered, 101).map((card) => card.state)).toEqual(["ended", "answered"]);
    const gone = updateCard(cards, 1, (card) => ({ ...card, state: "failed", reason: "gone", retry: false }));
    expect(endAlarm(gone, 101).map((card) => card.state)).toEqual(["failed", "ended"]);
  });

  it("words the outcome of an answer", () => {
    const outcome = { alarmId: 1, alarmName: "Fire", status: "PROCESSING" as const };
    expect(outcomeMessage({ ...outcome, outcome: "RECORDED", answer: "ACCEPT" })).toEqual({ key: "alarmNotification.outcome.accepted", severity: "success" });
    expect(outcomeMessage({ ...outcome, outcome: "RECORDED", answer: "DECLINE" })).toEqual({ key: "alarmNotification.outcome.declined", severity: "info" });
    expect(outcomeMessage({ ...outcome, outcome: "ALREADY_ANSWERED", answer: "DECLINE" })).toEqual({
      key: "alarmNotification.outcome.alreadyDeclined",
      severity: "info",
    });
    expect(outcomeMessage({ ...outcome, outcome: "ALARM_ENDED", answer: null })).toEqual({ key: "alarmNotification.outcome.ended", severity: "warn" });
  });
});
