import {
  type AlarmPointOnCall,
  type AlarmRotational,
  AUTHORITIES,
  instantOfLocal,
  type ParticipantOnCall,
  type StandbyCoverage,
  type TeamCoverage,
} from "@alarm/contract";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmRecords, createParticipant, letWaitPass, trigger, waitForAlarm } from "../../../test/alarm-fixtures.js";
import { createTestOrganization, createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ZONE = "Europe/Prague";
const ctx = useTestApp({ timeZone: ZONE });
const DAY = 86_400_000;

let token: string;
type Person = { id: number; name: string; surname: string };
let anna: Person, bert: Person, cora: Person, dan: Person;
let planA: number, planB: number, planC: number, pointId: number, scheduleId: number, teamId: number;
/** Monday that starts week 1 of the schedules: a week or two ahead of the clock, so that the test clock can move there. */
let weekOne: string;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
  ctx.call({ method, url, token: as, ...(payload ? { payload } : {}) });
async function ok<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token): Promise<T> {
  const response = await call(method, url, payload, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const localDateOf = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** The instant of a local wall time in week `week` (1-based) from weekOne, `day` 0 = Monday. */
const at = (week: number, day: number, time: string) => instantOfLocal(ZONE, plusDays(weekOne, (week - 1) * 7 + day), time);

async function planOf(name: string, participantId: number) {
  return (await ok<{ id: number }>("POST", "/alarmplans", { name, orgId: 1, ranks: [{ waitTime: 5, entries: [{ participantId }] }] })).id;
}

/** Moves the server's clock to `instant` (forward only) and triggers the point there; answers the alarm's queued messages and timeline. */
async function triggerAt(instant: Date) {
  ctx.clock.advance(Math.max(0, instant.getTime() - ctx.clock.now().getTime()));
  const alarm = await trigger(ctx.call, token, { alarmPointId: pointId });
  await waitForAlarm(ctx.database.db, alarm.id, (row) => row.rank >= 1 || ["CONFIG_PROBLEM", "FAILURE"].includes(row.status));
  const records = await alarmRecords(ctx.database.db, alarm.id);
  return {
    messages: records.notifications.map((message) => [message.participantId, message.deviceType, message.address]),
    timeline: records.history.filter((entry) => ["PLAN_CHOSEN", "DEVICE_CHOSEN", "REPLACED"].includes(entry.kind)).map((entry) => entry.detail),
  };
}

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  const today = localDateOf(ctx.clock.now());
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  weekOne = plusDays(today, 14 - weekday);
  const phoneAndMail = (n: number) => [
    { type: "SMS" as const, address: `+42060100000${n}` },
    { type: "EMAIL" as const, address: `person${n}@alarm.test` },
  ];
  anna = await createParticipant(ctx.call, token, { devices: phoneAndMail(1) });
  bert = await createParticipant(ctx.call, token, { devices: phoneAndMail(2) });
  cora = await createParticipant(ctx.call, token, { devices: [{ type: "EMAIL", address: "cora@alarm.test" }] });
  dan = await createParticipant(ctx.call, token, { devices: [{ type: "EMAIL", address: "dan@alarm.test" }] });
  [planA, planB, planC] = [await planOf("Plan A", anna.id), await planOf("Plan B", bert.id), await planOf("Plan C", cora.id)];
  const team = await ok<{ id: number }>("POST", "/participant-rotationals", {
    name: "Nights SMS, days email",
    orgId: 1,
    validFrom: weekOne,
    participantWeekGroups: [
      {
        events: [
          { name: "Nights", device: { callingDeviceType: "SMS" }, dateRule: { start: "18:00", end: "05:59" } },
          { name: "Days", device: { callingDeviceType: "EMAIL" }, dateRule: { start: "06:00", end: "17:59" } },
        ],
      },
    ],
  });
  teamId = team.id;
  for (const person of [anna, bert]) {
    const current = await ok<Record<string, unknown>>("GET", `/participants/${person.id}`);
    await ok("PUT", "/participants", { ...current, participantRotationalId: team.id });
  }
  const allWeek = (plan: number, name: string) => ({ name, alarmplanId: plan, dateRule: { holiday: "NEVER_ON_HOLIDAYS" } });
  const schedule = await ok<AlarmRotational>("POST", "/alarm-rotationals", {
    name: "Boiler standby",
    orgId: 1,
    validFrom: weekOne,
    alarmPointWeekGroups: [{ events: [allWeek(planA, "Odd weeks")] }, { events: [allWeek(planB, "Even weeks")] }],
  });
  scheduleId = schedule.id;
  pointId = (await ok<{ id: number }>("POST", "/alarmpoints", { name: "Boiler", orgId: 1, alarmPlanId: planC, rotationalCalendarId: scheduleId })).id;
  // A holiday on Wednesday of week 3: no standby duty then, so the point's own plan (C) serves.
  const year = Number(plusDays(weekOne, 16).slice(0, 4));
  await ok("POST", `/holidays/1?year=${year}`, { title: "Founders' day", start: plusDays(weekOne, 16) });
});

describe("the on-call resolver in the engine", () => {
  it("alerts the plan of the week group in force on the team schedule's device, and the timeline names who decided", async () => {
    const oddDay = await triggerAt(at(1, 0, "10:00"));
    expect(oddDay.messages).toEqual([[anna.id, "EMAIL", "person1@alarm.test"]]);
    expect(oddDay.timeline).toEqual([
      "Standby schedule Boiler standby, week group 1, event Odd weeks: alarm plan Plan A",
      `EMAIL by team media schedule Nights SMS, days email (Days)`,
    ]);

    const evenNight = await triggerAt(at(2, 3, "23:30"));
    expect(evenNight.messages).toEqual([[bert.id, "SMS", "+420601000002"]]);
    expect(evenNight.timeline[0]).toBe("Standby schedule Boiler standby, week group 2, event Even weeks: alarm plan Plan B");

    // After midnight the night duty goes on: it started on the evening before.
    const evenEarly = await triggerAt(at(2, 4, "05:30"));
    expect(evenEarly.messages).toEqual([[bert.id, "SMS", "+420601000002"]]);
  });

  it("leaves holidays to the point's own plan when the schedule says never on holidays", async () => {
    const holiday = await triggerAt(at(3, 2, "12:00"));
    expect(holiday.messages).toEqual([[cora.id, "EMAIL", "cora@alarm.test"]]);
    expect(holiday.timeline).toEqual(["Standby schedule Boiler standby has no event now: the alarm point's own plan Plan C"]);
  });

  it("reaches whoever covers a duty by an override", async () => {
    await ok("POST", "/duty-overrides", {
      participantId: anna.id,
      coveringParticipantId: dan.id,
      from: at(5, 0, "00:00").toISOString(),
      to: at(5, 1, "00:00").toISOString(),
    });
    const covered = await triggerAt(at(5, 0, "09:00"));
    expect(covered.messages).toEqual([[dan.id, "EMAIL", "dan@alarm.test"]]);
    expect(covered.timeline).toContain(`Covered by ${dan.name} ${dan.surname} (duty override)`);
  });
});

describe("who is on duty", () => {
  it("shows the next days of an alarm point, a coverage gap while everyone is absent, and an override closing it", async () => {
    const absentFrom = at(7, 1, "08:00");
    const absence = { title: "Dentist", kind: "ABSENT", startDateSelected: plusDays(weekOne, 43), startTime: "08:00", endTime: "12:00", timeZone: ZONE };
    await ok("PUT", `/participants/${anna.id}/calendar/update`, absence);
    const view = async () => ok<AlarmPointOnCall>("GET", `/on-call/alarm-points/${pointId}?from=${encodeURIComponent(at(7, 0, "00:00").toISOString())}&days=7`);

    const before = await view();
    expect(before.timeZone).toBe(ZONE);
    const gaps = before.intervals.filter((interval) => interval.gap);
    expect(gaps.map((gap) => [gap.from, gap.to, gap.gap])).toEqual([[absentFrom.toISOString(), at(7, 1, "12:00").toISOString(), "EVERYONE_ABSENT"]]);
    const duringDay = before.intervals.find((interval) => interval.from <= at(7, 0, "10:00").toISOString() && interval.to > at(7, 0, "10:00").toISOString())!;
    expect(duringDay).toMatchObject({ planName: "Plan A", decidedBy: { scheduleName: "Boiler standby", weekGroupOrder: 1, eventName: "Odd weeks" } });
    expect(duringDay.people).toEqual([
      expect.objectContaining({
        participantId: anna.id,
        reached: true,
        devices: [{ type: "EMAIL", address: "person1@alarm.test" }],
        notes: [{ kind: "TEAM_DEVICE", detail: "Nights SMS, days email › Days" }],
      }),
    ]);

    const override = await ok<{ id: number }>("POST", "/duty-overrides", {
      participantId: anna.id,
      coveringParticipantId: dan.id,
      from: absentFrom.toISOString(),
      to: at(7, 1, "12:00").toISOString(),
    });
    const after = await view();
    expect(after.intervals.filter((interval) => interval.gap)).toEqual([]);
    expect(after.intervals.find((interval) => interval.from === absentFrom.toISOString())!.people.find((person) => person.reached)).toMatchObject({
      participantId: dan.id,
      notes: [{ kind: "COVERED_BY_OVERRIDE" }],
    });
    expect((await ok<{ id: number }[]>("GET", `/duty-overrides?alarmPointId=${pointId}`)).map((entry) => entry.id)).toContain(override.id);
  });

  it("lists a participant's duties and serves them as an iCalendar feed that matches, until revoked", async () => {
    const duties = await ok<ParticipantOnCall>("GET", `/on-call/participants/${bert.id}?from=${encodeURIComponent(at(2, 0, "00:00").toISOString())}&days=7`);
    expect(duties.duties.length).toBeGreaterThan(0);
    expect(duties.duties.every((duty) => duty.alarmPointName === "Boiler" && duty.planName === "Plan B")).toBe(true);
    expect(duties.duties[0]!.from).toBe(at(2, 0, "00:00").toISOString());

    const { url } = await ok<{ url: string }>("POST", `/participants/${bert.id}/duty-feed`);
    expect(url).toMatch(/\/rest\/api\/duty-feed\/[\w-]+\.ics$/);
    expect(await ok("GET", `/participants/${bert.id}/duty-feed`)).toMatchObject({ active: true });
    const feed = await ctx.call({ method: "GET", url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents("vevent").map((entry) => new ICAL.Event(entry));
    // The feed runs from a week back; the resolver's duties from now: compare whole duties inside both.
    const now = ctx.clock.now().getTime();
    const inside = ([from, to]: string[]) => Date.parse(from!) >= now + DAY && Date.parse(to!) <= now + 8 * DAY;
    const resolved = await ok<ParticipantOnCall>("GET", `/on-call/participants/${bert.id}?from=${encodeURIComponent(new Date(now).toISOString())}&days=10`);
    const expected = resolved.duties.map((duty) => [duty.from, duty.to]).filter(inside);
    expect(expected.length).toBeGreaterThan(1);
    expect(events.map((event) => [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()]).filter(inside)).toEqual(expected);
    expect(events[0]!.summary).toBe("On duty: Boiler");
    expect(events[0]!.description).toMatch(/^Alarm plan: Plan B \(rank 1\)\nReached on: (SMS|Email) /);

    await ok("DELETE", `/participants/${bert.id}/duty-feed`);
    expect((await ctx.call({ method: "GET", url: new URL(url).pathname })).statusCode).toBe(404);
  });

  it("keeps each duty's UID and real start in the feed from fetch to fetch, also for a duty that began before the feed's week back", async () => {
    const { url } = await ok<{ url: string }>("POST", `/participants/${bert.id}/duty-feed`);
    const fetchEvents = async () => {
      const feed = await ctx.call({ method: "GET", url: new URL(url).pathname });
      expect(feed.statusCode).toBe(200);
      return new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents("vevent").map((entry) => new ICAL.Event(entry));
    };
    const eventAt = (events: ICAL.Event[], instant: number) => {
      const found = events.find((event) => event.startDate.toJSDate().getTime() <= instant && event.endDate.toJSDate().getTime() > instant);
      expect(found, new Date(instant).toISOString()).toBeDefined();
      return { uid: found!.uid, start: found!.startDate.toJSDate().toISOString() };
    };
    // Week 4 is Bert's (even weeks): a week back from now falls inside one of his duties.
    ctx.clock.advance(Math.max(0, at(5, 0, "09:00").getTime() - ctx.clock.now().getTime()));
    const weekBack = ctx.clock.now().getTime() - 7 * DAY;
    const first = eventAt(await fetchEvents(), weekBack);
    expect(Date.parse(first.start)).toBeLessThan(weekBack);
    ctx.clock.advance(3_600_000 + 17_000);
    expect(eventAt(await fetchEvents(), weekBack)).toEqual(first);
    await ok("DELETE", `/participants/${bert.id}/duty-feed`);
  });

  it("refuses overrides that end before they start, cover oneself or are already over", async () => {
    const from = at(9, 0, "08:00");
    const refused = async (payload: object, field: string) => {
      const response = await call("POST", "/duty-overrides", {
        participantId: anna.id,
        coveringParticipantId: dan.id,
        from: from.toISOString(),
        to: at(9, 0, "10:00").toISOString(),
        ...payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toContainEqual(expect.objectContaining({ field }));
    };
    await refused({ to: at(9, 0, "07:00").toISOString() }, "to");
    await refused({ coveringParticipantId: anna.id }, "coveringParticipantId");
    await refused({ from: new Date(ctx.clock.now().getTime() - 2 * DAY).toISOString(), to: new Date(ctx.clock.now().getTime() - DAY).toISOString() }, "to");
  });
});

describe("daylight saving", () => {
  /** The next last Sunday of March or October (when Europe/Prague changes its clocks) after week one. */
  function nextChange(): { day: string; hours: number } {
    const year = Number(weekOne.slice(0, 4));
    const lastSunday = (y: number, month: string) => plusDays(`${y}-${month}-31`, -new Date(`${y}-${month}-31T12:00:00Z`).getUTCDay());
    const changes = [year, year + 1].flatMap((y) => [
      { day: lastSunday(y, "03"), hours: 11 },
      { day: lastSunday(y, "10"), hours: 13 },
    ]);
    return changes.find((change) => change.day > plusDays(weekOne, 1))!;
  }

  it("shows the night of a clock change whole: no minute lost or doubled", async () => {
    const change = nextChange();
    const from = instantOfLocal(ZONE, plusDays(change.day, -1), "12:00");
    const view = await ok<AlarmPointOnCall>("GET", `/on-call/alarm-points/${pointId}?from=${encodeURIComponent(from.toISOString())}&days=2`);
    expect(view.intervals[0]!.from).toBe(view.from);
    expect(view.intervals.at(-1)!.to).toBe(view.to);
    view.intervals.slice(1).forEach((interval, index) => expect(interval.from).toBe(view.intervals[index]!.to));
    const night = view.intervals.find((interval) => interval.from === instantOfLocal(ZONE, plusDays(change.day, -1), "18:00").toISOString())!;
    expect(night.to).toBe(instantOfLocal(ZONE, change.day, "06:00").toISOString());
    expect((Date.parse(night.to) - Date.parse(night.from)) / 3_600_000).toBe(change.hours);
    expect(night.people.find((person) => person.reached)!.devices.map((device) => device.type)).toEqual(["SMS"]);
  });
});

describe("schedule coverage", () => {
  it("names the alarm points a standby schedule leaves unreached, and the participants lacking the device a team schedule asks for", async () => {
    await ok("PUT", `/participants/${bert.id}/calendar/update`, {
      title: "Training",
      kind: "ABSENT",
      startDateSelected: plusDays(weekOne, 50),
      startTime: "08:00",
      endTime: "12:00",
      timeZone: ZONE,
    });
    const standby = await ok<StandbyCoverage>(
      "GET",
      `/on-call/alarm-rotationals/${scheduleId}?from=${encodeURIComponent(at(8, 0, "00:00").toISOString())}&days=7`,
    );
    expect(standby.alarmPoints).toEqual([
      { alarmPointId: pointId, name: "Boiler", gaps: [{ from: at(8, 1, "08:00").toISOString(), to: at(8, 1, "12:00").toISOString(), gap: "EVERYONE_ABSENT" }] },
    ]);

    const current = await ok<Record<string, unknown>>("GET", `/participants/${cora.id}`);
    await ok("PUT", "/participants", { ...current, participantRotationalId: teamId });
    const team = await ok<TeamCoverage>("GET", `/on-call/participant-rotationals/${teamId}?from=${encodeURIComponent(at(8, 0, "00:00").toISOString())}&days=2`);
    const byName = new Map(team.participants.map((entry) => [entry.participantId, entry.missingDevices]));
    expect(byName.get(anna.id)).toEqual([]);
    expect(byName.get(cora.id)).toEqual([
      { from: at(8, 0, "00:00").toISOString(), to: at(8, 0, "06:00").toISOString(), deviceType: "SMS", eventName: "Nights" },
      { from: at(8, 0, "18:00").toISOString(), to: at(8, 1, "06:00").toISOString(), deviceType: "SMS", eventName: "Nights" },
      { from: at(8, 1, "18:00").toISOString(), to: at(8, 2, "00:00").toISOString(), deviceType: "SMS", eventName: "Nights" },
    ]);
    await ok("PUT", "/participants", { ...current, version: (current.version as number) + 1, participantRotationalId: null });
  });
});

describe("on-call scope", () => {
  it("hides another organization's points, participants and overrides, and lets nobody name them", async () => {
    const other = await createTestOrganization(ctx.database.db, { name: "Elsewhere" });
    const stranger = await ctx.userWith([...AUTHORITIES], other.id);
    expect((await call("GET", `/on-call/alarm-points/${pointId}`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await call("GET", `/on-call/participants/${anna.id}`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await call("GET", `/participants/${anna.id}/duty-feed`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await call("POST", `/participants/${anna.id}/duty-feed`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await call("GET", `/duty-overrides?participantId=${anna.id}`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await call("GET", `/duty-overrides?alarmPointId=${pointId}`, undefined, stranger.token)).statusCode).toBe(404);
    const theirs = await createParticipant(ctx.call, stranger.token, { orgId: other.id, devices: [{ type: "EMAIL", address: "their@alarm.test" }] });
    const naming = await call(
      "POST",
      "/duty-overrides",
      { participantId: theirs.id, coveringParticipantId: anna.id, from: at(9, 0, "08:00").toISOString(), to: at(9, 0, "09:00").toISOString() },
      stranger.token,
    );
    expect(naming.statusCode).toBe(400);
    expect(naming.json().details).toEqual([expect.objectContaining({ field: "coveringParticipantId", code: "UNKNOWN_PARTICIPANT" })]);
    const ours = await call(
      "POST",
      "/duty-overrides",
      { participantId: anna.id, coveringParticipantId: theirs.id, from: at(9, 0, "08:00").toISOString(), to: at(9, 0, "09:00").toISOString() },
      stranger.token,
    );
    expect(ours.statusCode).toBe(404);
  });
});

describe("hand-over during an alarm", () => {
  it("starts the next rank from the plan in force then, so the new people on duty are reached", async () => {
    const people = [];
    // Reached in the console of a user (the in-console channel needs no outside service), so a rank stays open until its wait passes.
    for (let n = 0; n < 4; n++) {
      const user = await createTestUser(ctx.database.db, { login: `on-duty-${n}` });
      people.push(await createParticipant(ctx.call, token, { devices: [{ type: "APP", address: "console" }], login: user.login }));
    }
    const [early1, early2, late1, late2] = people as [Person, Person, Person, Person];
    const twoRanks = async (name: string, first: Person, second: Person) =>
      (
        await ok<{ id: number }>("POST", "/alarmplans", {
          name,
          orgId: 1,
          ranks: [
            { waitTime: 10, entries: [{ participantId: first.id }] },
            { waitTime: 10, entries: [{ participantId: second.id }] },
          ],
        })
      ).id;
    const morningPlan = await twoRanks("Morning shift", early1, early2);
    const dayPlan = await twoRanks("Day shift", late1, late2);
    const schedule = await ok<{ id: number }>("POST", "/alarm-rotationals", {
      name: "Shift change",
      orgId: 1,
      validFrom: weekOne,
      alarmPointWeekGroups: [
        {
          events: [
            { name: "Morning", alarmplanId: morningPlan, dateRule: { start: "06:00", end: "09:59" } },
            { name: "Rest of the day", alarmplanId: dayPlan, standard: true },
          ],
        },
      ],
    });
    const point = await ok<{ id: number }>("POST", "/alarmpoints", { name: "Pump", orgId: 1, alarmPlanId: dayPlan, rotationalCalendarId: schedule.id });
    ctx.clock.advance(Math.max(0, at(11, 0, "09:55").getTime() - ctx.clock.now().getTime()));
    const alarm = await trigger(ctx.call, token, { alarmPointId: point.id });
    await waitForAlarm(ctx.database.db, alarm.id, (row) => row.rank === 1);
    await letWaitPass(ctx.database.db, ctx.clock, alarm.id);
    await waitForAlarm(ctx.database.db, alarm.id, (row) => row.rank === 2);
    const records = await alarmRecords(ctx.database.db, alarm.id);
    expect(records.notifications.map((message) => message.participantId)).toEqual([early1.id, late2.id]);
    expect(records.history.filter((entry) => entry.kind === "PLAN_CHOSEN").map((entry) => entry.detail)).toEqual([
      "Standby schedule Shift change, week group 1, event Morning: alarm plan Morning shift",
      "Hand-over at rank 2: standby schedule Shift change, week group 1, event Rest of the day puts alarm plan Day shift in force",
    ]);
  });
});
