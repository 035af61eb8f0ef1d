import type { OnCallAnswer } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { peopleOf } from "./on-call-answers.js";

describe("the people of an on-call answer", () => {
  it("names the device type a person lacks as a code of its own, for the console to translate", () => {
    const teamEvent = {
      scheduleId: 3,
      scheduleName: "Team devices",
      weekGroupOrder: 1,
      eventId: 8,
      eventName: "Days by email",
      deviceType: "EMAIL",
      message: null,
    };
    const answer: OnCallAnswer = {
      alarmPlanId: 1,
      planName: "Plan",
      decidedBy: null,
      ranks: [{ orderId: 1, reached: [], notReached: [{ participantId: 5, name: "Olga Own", reason: "NO_DEVICE", teamEvent }] }],
      gap: "NO_DEVICE",
    };
    expect(peopleOf(answer, () => null)).toEqual([
      {
        participantId: 5,
        name: "Olga Own",
        rank: 1,
        reached: false,
        devices: [],
        notes: [{ kind: "NO_DEVICE", detail: "Team devices › Days by email", deviceType: "EMAIL" }],
      },
    ]);
  });
});
