import type { DeviceType, OnCallAnswer, OnCallInterval, OnCallPerson, OnDutyInterval, ReachReason } from "@alarm/contract";

type Note = OnCallPerson["notes"][number];
type Names = (participantId: number | undefined) => string | null;

function reachNote(reason: ReachReason, nameOf: Names): Note {
  switch (reason.kind) {
    case "TEAM_EVENT":
      return { kind: "TEAM_DEVICE", detail: `${reason.decision.scheduleName} › ${reason.decision.eventName}` };
    case "OTHER_DEVICE":
      return { kind: "OTHER_DEVICE", detail: null };
    case "COVERS":
      return { kind: "COVERED_BY_OVERRIDE", detail: nameOf(reason.participantId) };
    case "REPLACES":
      return { kind: "REPLACED", detail: nameOf(reason.participantId) };
  }
}

/** The people of an answer, rank by rank: those reached with their devices, then those not reached and why. */
export function peopleOf(answer: OnCallAnswer, nameOf: Names): OnCallPerson[] {
  return answer.ranks.flatMap((rank) => [
    ...rank.reached.map((person) => ({
      participantId: person.participantId,
      name: person.name,
      rank: rank.orderId,
      reached: true,
      devices: person.devices.map((device) => ({ type: device.type as DeviceType, address: device.address })),
      notes: person.reasons.map((reason) => reachNote(reason, nameOf)),
    })),
    ...rank.notReached.flatMap((person): OnCallPerson[] => {
      if (person.reason === "UNKNOWN_PARTICIPANT") return [];
      const kind = person.reason === "COVERED" ? "COVERED_BY_OVERRIDE" : person.reason;
      const note: Note =
        person.reason === "NO_DEVICE" && person.teamEvent
          ? { kind, detail: `${person.teamEvent.scheduleName} › ${person.teamEvent.eventName}`, deviceType: person.teamEvent.deviceType as DeviceType }
          : { kind, detail: person.reason === "REPLACED" || person.reason === "COVERED" ? nameOf(person.by) : null };
      return [{ participantId: person.participantId, name: person.name ?? "?", rank: rank.orderId, reached: false, devices: [], notes: [note] }];
    }),
  ]);
}

/** One interval of the resolver's timeline as the API answers it. */
export function intervalOf(interval: OnDutyInterval, nameOf: Names): OnCallInterval {
  const { answer } = interval;
  const decision = answer.decidedBy;
  return {
    from: interval.from.toISOString(),
    to: interval.to.toISOString(),
    planId: answer.alarmPlanId,
    planName: answer.planName,
    decidedBy: decision
      ? {
          scheduleId: decision.scheduleId,
          scheduleName: decision.scheduleName,
          weekGroupOrder: decision.weekGroupOrder,
          eventId: decision.eventId,
          eventName: decision.eventName,
        }
      : null,
    people: peopleOf(answer, nameOf),
    gap: interval.gap,
  };
}
