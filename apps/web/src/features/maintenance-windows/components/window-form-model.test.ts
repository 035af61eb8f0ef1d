import type { MaintenanceWindow } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import {
  checkWindowForm,
  newWindowForm,
  ruleOf,
  serverWindowErrors,
  toCreateRequest,
  toUpdateRequest,
  windowFormOf,
  type WindowFormValues,
} from "./window-form-model";

const NOW = new Date(2027, 2, 1, 9, 20);
const at = (day: number, hour: number) => new Date(2027, 2, day, hour, 0);

const filled = (changes: Partial<WindowFormValues> = {}): WindowFormValues => ({ ...newWindowForm({ orgId: 3 }, NOW), name: " Boiler service ", ...changes });

const stored: MaintenanceWindow = {
  id: 9,
  version: 4,
  orgId: 3,
  orgName: "Plant",
  alarmPointId: 7,
  alarmPointName: "Boiler",
  name: "Nightly backup",
  description: null,
  schedule: {
    kind: "RECURRING",
    recurrence: {
      timeZone: "Europe/Prague",
      startDate: "2027-03-01",
      startTime: "22:00",
      endTime: "02:00",
      repeatType: "WEEKLY",
      repeatEvery: 1,
      markedDays: [1, 4],
      monthSubType: "DAY_OF_THE_MONTH",
      endType: "NEVER",
    },
  },
  endedEarlyAt: null,
  current: null,
  next: null,
};

describe("maintenance window form", () => {
  it("proposes the next two full hours of the whole organization", () => {
    const form = newWindowForm({ orgId: 3 }, NOW);
    expect(form).toMatchObject({ orgId: 3, covers: "ORGANIZATION", alarmPointId: null, kind: "ONE_OFF", startsAt: at(1, 10), endsAt: at(1, 12) });
    expect(form.timing).toMatchObject({ recurring: true, startDateSelected: "2027-03-01", startTime: "10:00", endTime: "12:00", endType: "NEVER" });
    expect(newWindowForm({ orgId: 3, alarmPointId: 7 }, NOW)).toMatchObject({ covers: "ALARM_POINT", alarmPointId: 7 });
  });

  it("asks for a name, an organization, the alarm point chosen to cover and a start before the end", () => {
    expect(checkWindowForm({ ...newWindowForm({ orgId: null }, NOW), covers: "ALARM_POINT", startsAt: null, endsAt: null }, "create")).toEqual({
      name: { key: "maintenance.errors.nameRequired" },
      orgId: { key: "maintenance.errors.organizationRequired" },
      alarmPointId: { key: "maintenance.errors.pointRequired" },
      startsAt: { key: "maintenance.errors.startRequired" },
      endsAt: { key: "maintenance.errors.endRequired" },
    });
    expect(checkWindowForm(filled(), "create")).toEqual({});
    expect(checkWindowForm(filled({ endsAt: at(1, 10) }), "create")).toEqual({ endsAt: { key: "maintenance.errors.endBeforeStart" } });
    expect(checkWindowForm(filled({ endsAt: at(2 + 31, 10) }), "create")).toEqual({
      endsAt: { key: "maintenance.errors.windowTooLong", values: { days: 31 } },
    });
  });

  it("checks a recurring schedule with the shared recurrence form's rules", () => {
    const form = filled({ kind: "RECURRING" });
    expect(checkWindowForm(form, "create")).toEqual({});
    expect(checkWindowForm({ ...form, timing: { ...form.timing, repeatType: "WEEKLY", markedDays: [], repeatEvery: 0 } }, "create")).toEqual({
      repeatEvery: { key: "calendarEditor.errors.repeatEvery" },
      markedDays: { key: "calendarEditor.errors.markedDays" },
    });
  });

  it("sends a one-off window as instants and a recurring one as its rule", () => {
    expect(toCreateRequest(filled())).toEqual({
      orgId: 3,
      name: "Boiler service",
      description: null,
      alarmPointId: null,
      schedule: { kind: "ONE_OFF", startsAt: at(1, 10).toISOString(), endsAt: at(1, 12).toISOString() },
    });
    const form = windowFormOf(stored, NOW);
    expect(form).toMatchObject({ name: "Nightly backup", covers: "ALARM_POINT", alarmPointId: 7, kind: "RECURRING" });
    expect(toUpdateRequest(form, stored)).toEqual({
      id: 9,
      version: 4,
      name: "Nightly backup",
      description: null,
      alarmPointId: 7,
      schedule: { kind: "RECURRING", recurrence: { ...(stored.schedule.kind === "RECURRING" && stored.schedule.recurrence) } },
    });
    // Covering the whole organization again forgets the point.
    expect(toUpdateRequest({ ...form, covers: "ORGANIZATION" }, stored).alarmPointId).toBeNull();
  });

  it("sends only what the repetition uses", () => {
    const timing = {
      ...newWindowForm({ orgId: 3 }, NOW).timing,
      repeatType: "DAILY" as const,
      markedDays: [3],
      endType: "END_DATE" as const,
      endDate: "2027-04-01",
      countAfterTimesEnd: 5,
    };
    expect(ruleOf(timing)).toEqual({
      timeZone: timing.timeZone,
      startDate: "2027-03-01",
      startTime: "10:00",
      endTime: "12:00",
      repeatType: "DAILY",
      repeatEvery: 1,
      monthSubType: "DAY_OF_THE_MONTH",
      endType: "END_DATE",
      endDate: "2027-04-01",
    });
  });

  it("places the server's problems under the editor's fields", () => {
    expect(
      serverWindowErrors([
        { field: "schedule.endsAt", message: "at most 31 days after the start", code: "TOO_LONG" },
        { field: "alarmPointId", message: "Unknown alarm point in this organization: 5", code: "UNKNOWN_ALARM_POINT" },
        { field: "name", message: "Too big" },
        { field: "schedule.recurrence.markedDays", message: "choose at least one day" },
      ]),
    ).toEqual({
      endsAt: { key: "maintenance.errors.windowTooLong", values: { days: 31 } },
      alarmPointId: { key: "maintenance.errors.unknownPoint" },
      name: { text: "Too big" },
      markedDays: { key: "calendarEditor.errors.markedDays" },
    });
    expect(serverWindowErrors([{ field: "schedule.endsAt", message: "must be after the start", code: "END_BEFORE_START" }])).toEqual({
      endsAt: { key: "maintenance.errors.endBeforeStart" },
    });
    expect(serverWindowErrors([{ field: "version", message: "stale" }])).toBeNull();
    expect(serverWindowErrors([])).toBeNull();
  });
});
