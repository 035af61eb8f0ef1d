import { describe, expect, it } from "vitest";
import { checkOverride, newOverrideForm, runningDutySpan, serverOverrideErrors, toOverrideRequest, type OverrideFormValues } from "./override-form-model";

const HOUR = 3_600_000;
const start = new Date("2026-03-28T18:00:00Z");

function form(change: Partial<OverrideFormValues> = {}): OverrideFormValues {
  return {
    ...newOverrideForm({ participantId: 7, participantName: "Petra", from: start.toISOString(), to: new Date(start.getTime() + 12 * HOUR).toISOString() }),
    coveringParticipantId: 9,
    ...change,
  };
}

describe("the duty override form", () => {
  it("opens prefilled with the person and the interval of the timeline", () => {
    const values = newOverrideForm({ participantId: 7, participantName: "Petra", from: "2026-03-28T18:00:00Z", to: "2026-03-29T06:00:00Z" });
    expect(values).toMatchObject({ participantId: 7, participantName: "Petra", coveringParticipantId: null, note: "" });
    expect(values.from?.toISOString()).toBe("2026-03-28T18:00:00.000Z");
    expect(values.to?.toISOString()).toBe("2026-03-29T06:00:00.000Z");
  });

  it("offers a span when none is given: from now for an hour, or to the end of the duty running now", () => {
    const now = new Date("2026-03-28T18:20:42.123Z");
    const fresh = newOverrideForm({}, now);
    expect(fresh).toMatchObject({ participantId: null, coveringParticipantId: null });
    expect([fresh.from?.toISOString(), fresh.to?.toISOString()]).toEqual(["2026-03-28T18:20:00.000Z", "2026-03-28T19:20:00.000Z"]);

    const duties = [
      { from: "2026-03-28T06:00:00Z", to: "2026-03-28T18:00:00Z" },
      { from: "2026-03-28T18:00:00Z", to: "2026-03-29T06:00:00Z" },
    ];
    const span = runningDutySpan(duties, now);
    expect(span).toEqual({ from: now.toISOString(), to: "2026-03-29T06:00:00Z" });
    expect(newOverrideForm(span, now).to?.toISOString()).toBe("2026-03-29T06:00:00.000Z");
    expect(runningDutySpan(duties, new Date("2026-03-29T07:00:00Z"))).toEqual({});
  });

  it("accepts a valid override and sends ISO instants and a trimmed note", () => {
    expect(checkOverride(form({ note: "  swap with Jan " }))).toEqual({});
    expect(toOverrideRequest(form({ note: "  swap with Jan " }))).toEqual({
      participantId: 7,
      coveringParticipantId: 9,
      from: "2026-03-28T18:00:00.000Z",
      to: "2026-03-29T06:00:00.000Z",
      note: "swap with Jan",
    });
    expect(toOverrideRequest(form({ note: "   " })).note).toBeNull();
  });

  it("asks for every required field", () => {
    const errors = checkOverride(form({ participantId: null, coveringParticipantId: null, from: null, to: null }));
    expect(errors).toEqual({
      participantId: { key: "onCall.override.errors.participantRequired" },
      coveringParticipantId: { key: "onCall.override.errors.coveringRequired" },
      from: { key: "onCall.override.errors.fromRequired" },
      to: { key: "onCall.override.errors.toRequired" },
    });
  });

  it("refuses the same person covering themselves", () => {
    expect(checkOverride(form({ coveringParticipantId: 7 }))).toEqual({ coveringParticipantId: { key: "onCall.override.errors.sameParticipant" } });
  });

  it("refuses an end at or before the start", () => {
    expect(checkOverride(form({ to: start }))).toEqual({ to: { key: "onCall.override.errors.endBeforeStart" } });
    expect(checkOverride(form({ to: new Date(start.getTime() - HOUR) }))).toEqual({ to: { key: "onCall.override.errors.endBeforeStart" } });
  });

  it("allows 366 days and refuses longer", () => {
    const days = (count: number) => new Date(start.getTime() + count * 24 * HOUR);
    expect(checkOverride(form({ to: days(366) }))).toEqual({});
    expect(checkOverride(form({ to: new Date(days(366).getTime() + 60_000) }))).toEqual({ to: { key: "onCall.override.errors.tooLong" } });
  });

  it("limits the note to 500 characters", () => {
    expect(checkOverride(form({ note: "x".repeat(500) }))).toEqual({});
    expect(checkOverride(form({ note: "x".repeat(501) }))).toEqual({ note: { key: "formField.atMost", values: { max: 500 } } });
  });

  it("puts the server's VALIDATION details under the fields", () => {
    expect(
      serverOverrideErrors([
        { field: "coveringParticipantId", message: "someone else must cover", code: "SAME_PARTICIPANT" },
        { field: "to", message: "at most 366 days", code: "TOO_LONG" },
        { field: "from", message: "Invalid ISO datetime" },
      ]),
    ).toEqual({
      coveringParticipantId: { key: "onCall.override.errors.sameParticipant" },
      to: { key: "onCall.override.errors.tooLong" },
      from: { text: "Invalid ISO datetime" },
    });
    expect(serverOverrideErrors([{ field: "note", message: "too long", code: "TOO_LONG", limit: 500 }])).toEqual({
      note: { key: "formField.atMost", values: { max: 500 } },
    });
  });

  it("leaves problems of no field of the dialog to a toast", () => {
    expect(serverOverrideErrors([])).toBeNull();
    expect(serverOverrideErrors([{ field: "alarmPointId", message: "unknown" }])).toBeNull();
  });
});
