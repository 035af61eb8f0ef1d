import type { AlarmRotational } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { newTiming, type RotationEventDraft } from "./rotation-event";
import {
  checkScheduleForm,
  eventProblemsOf,
  movedGroup,
  newScheduleForm,
  scheduleFormOf,
  serverScheduleErrors,
  toCreateRequest,
  toUpdateRequest,
} from "./schedule-form-model";
import { standbyKind, type StandbyExtra } from "./standby-kind";
import { teamKind } from "./team-kind";

const saved: AlarmRotational = {
  id: 7,
  version: 3,
  name: "Night standby",
  description: null,
  orgId: 1,
  orgName: "Total system",
  validFrom: "2026-01-05",
  timeZone: "Europe/Prague",
  alarmPointWeekGroups: [
    { id: 12, calendarId: 7, orderId: 2, version: 0, events: [] },
    {
      id: 11,
      calendarId: 7,
      orderId: 1,
      version: 1,
      events: [
        {
          id: 30,
          version: 2,
          name: "Nights",
          orderId: 1,
          weekGroupId: 11,
          rotationCalendarId: 7,
          isActive: true,
          alarmpointId: null,
          alarmpointName: null,
          alarmplanId: 4,
          alarmplanName: "Plan A",
          standard: false,
          dateRule: {
            id: 40,
            version: 1,
            type: "WeeklyDateRule",
            markedDays: [1, 2],
            start: "22:00:00",
            end: "05:59:59",
            repeatEvery: 1,
            validFrom: null,
            endDate: null,
            countAfterTimesEnd: 5,
            holiday: "NEVER_ON_HOLIDAYS",
          },
        },
      ],
    },
  ],
};

const event = (extra: Partial<StandbyExtra> = {}): RotationEventDraft<StandbyExtra> => ({
  key: "e1",
  id: null,
  ruleId: null,
  name: "",
  isActive: true,
  timing: newTiming({ markedDays: [6, 7], start: "07:00", end: "07:00" }),
  extra: { ...standbyKind.newExtra(), alarmplanId: 9, ...extra },
});

describe("the schedule form", () => {
  it("reads the week groups in their order with form times, and sends them back with :59 ends", () => {
    const form = scheduleFormOf(standbyKind, saved);
    expect(form.groups.map((group) => group.id)).toEqual([11, 12]);
    const [night] = form.groups[0]!.events;
    expect(night!.timing).toMatchObject({ start: "22:00", end: "06:00", endType: "COUNT", countAfterTimesEnd: 5, holiday: "NEVER_ON_HOLIDAYS" });

    const request = toUpdateRequest(standbyKind, form, saved);
    expect(request).toMatchObject({ id: 7, version: 3, validFrom: "2026-01-05" });
    expect(request.alarmPointWeekGroups).toEqual([
      {
        id: 11,
        version: 1,
        events: [
          {
            id: 30,
            version: 2,
            name: "Nights",
            isActive: true,
            alarmpointId: null,
            alarmplanId: 4,
            standard: false,
            dateRule: {
              id: 40,
              version: 1,
              type: "WeeklyDateRule",
              markedDays: [1, 2],
              start: "22:00:00",
              end: "05:59:59",
              repeatEvery: 1,
              validFrom: null,
              endDate: null,
              countAfterTimesEnd: 5,
              holiday: "NEVER_ON_HOLIDAYS",
            },
          },
        ],
      },
      { id: 12, version: 0, events: [] },
    ]);
  });

  it("sends a new team event with its device and the default title", () => {
    const values = { ...newScheduleForm<ReturnType<typeof teamKind.newExtra>>(3, "2026-02-02"), name: " Team " };
    values.groups[0]!.events.push({
      key: "t",
      id: null,
      ruleId: null,
      name: "",
      isActive: true,
      timing: newTiming({ markedDays: [1], start: "18:00", end: "08:00" }),
      extra: { callingDeviceType: "SMS", message: " " },
    });
    const request = toCreateRequest(teamKind, values);
    expect(request).toMatchObject({ name: "Team", orgId: 3, validFrom: "2026-02-02" });
    expect(request.participantWeekGroups).toEqual([
      {
        events: [
          {
            name: "Event title",
            isActive: true,
            device: { callingDeviceType: "SMS", message: null },
            dateRule: {
              type: "WeeklyDateRule",
              markedDays: [1],
              start: "18:00:00",
              end: "07:59:59",
              repeatEvery: 1,
              validFrom: null,
              endDate: null,
              countAfterTimesEnd: null,
              holiday: "REGARDLESS",
            },
          },
        ],
      },
    ]);
  });

  it("needs a name, an organization, a first day, a week group and valid events", () => {
    const values = { ...newScheduleForm<StandbyExtra>(null, "2026-01-01"), validFrom: null };
    expect(checkScheduleForm(standbyKind, values, "create")).toEqual({
      name: { key: "rotationSchedules.errors.nameRequired" },
      orgId: { key: "rotationSchedules.errors.organizationRequired" },
      validFrom: { key: "rotationSchedules.errors.required" },
    });
    expect(checkScheduleForm(standbyKind, { ...values, name: "x", orgId: 1, validFrom: "2026-01-01", groups: [] }, "create")).toEqual({
      groups: { key: "rotationSchedules.errors.noGroup" },
    });
    const withoutPlan = { ...values, name: "x", orgId: 1, validFrom: "2026-01-01", groups: [{ key: "g", id: null, events: [event({ alarmplanId: null })] }] };
    expect(checkScheduleForm(standbyKind, withoutPlan, "create")).toEqual({ groups: { key: "rotationSchedules.errors.eventsInvalid" } });
    const noDays = {
      ...withoutPlan,
      groups: [{ key: "g", id: null, events: [{ ...event(), timing: { ...event().timing, markedDays: [], endType: "END_DATE" as const, endDate: null } }] }],
    };
    expect(checkScheduleForm(standbyKind, noDays, "create").groups).toEqual({ key: "rotationSchedules.errors.eventsInvalid" });
    expect(checkScheduleForm(standbyKind, { ...withoutPlan, groups: [{ key: "g", id: null, events: [event()] }] }, "create")).toEqual({});
  });

  it("places the server's problems under the fields and on the events they name", () => {
    const groups = [{ key: "g1", id: null, events: [event()] }];
    const details = [
      { field: "validFrom", message: "expected a date" },
      { field: "alarmPointWeekGroups.0.events.0.dateRule.end", message: "bad end" },
    ];
    expect(serverScheduleErrors("alarmPointWeekGroups", details)).toEqual({
      validFrom: { text: "expected a date" },
      groups: { key: "rotationSchedules.errors.marked" },
    });
    expect(eventProblemsOf("alarmPointWeekGroups", details, groups)).toEqual({ e1: { field: "end", message: { text: "bad end" } } });
    expect(serverScheduleErrors("alarmPointWeekGroups", [{ field: "somethingElse", message: "?" }])).toBeNull();
  });

  it("reorders week groups", () => {
    expect(movedGroup(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(movedGroup(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});
