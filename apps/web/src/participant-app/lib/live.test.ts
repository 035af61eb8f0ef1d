import { describe, expect, it } from "vitest";
import { toAppLiveEvent } from "./live";

describe("the app's live events", () => {
  it("reads a message for me and a change of my lone-worker session", () => {
    const notification = {
      type: "notification",
      login: "nurse",
      notificationId: 3,
      alarmId: 9,
      name: "Nurse emergency call",
      text: "Room 312",
      respondToken: "x",
    };
    expect(toAppLiveEvent({ event: "notification", data: JSON.stringify(notification) })).toEqual({
      type: "notification",
      alarmId: 9,
      name: "Nurse emergency call",
      text: "Room 312",
    });
    expect(toAppLiveEvent({ event: "lone-worker", data: '{"type":"lone-worker","sessionId":4,"orgId":1,"participantId":2}' })).toEqual({
      type: "lone-worker",
      sessionId: 4,
    });
  });

  it("ignores the heartbeat and what it cannot read", () => {
    expect(toAppLiveEvent({ event: "message", data: "not json" })).toBeNull();
    expect(toAppLiveEvent({ event: "notification", data: '{"alarmId":"9"}' })).toBeNull();
    expect(toAppLiveEvent({ event: "other", data: "{}" })).toBeNull();
  });
});
