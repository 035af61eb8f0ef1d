import { type CalendarEventInput, DEFAULT_ALARM_ICON, type OnCallAnswer, resolveOnCall } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { prepareFirstStart, TOTAL_SYSTEM_ORG_ID } from "../src/bootstrap/first-start.js";
import { loadConfig } from "../src/config.js";
import { type Database, type Db, queryRows } from "../src/db/database.js";
import type { StoredDateRule } from "../src/db/schema/index.js";
import { holidayDates } from "../src/on-call/holiday-dates.js";
import { onCallAlarmPoints, onCallWorld } from "../src/on-call/on-call-rows.js";
import { createBenchDatabase } from "./bench-database.js";
import { percentiles } from "./load.js";
import { measure, ms } from "./measure.js";

const ORGS = 20;
const PARTICIPANTS = 10_000;
const GROUPS = 200;
const PLANS = 500;
const TEAM_SCHEDULES = 250;
const STANDBY_SCHEDULES = 250;
const PRIVATE_EVENTS = 2_000;
const OVERRIDES = 300;
const POINTS = 1_000;
const WARM_UP = 20;
/** Friday 20:30 in Prague (most organizations), 15:30 in New York (every fourth); a holiday in half of them. */
const INSTANT = new Date("2025-03-14T19:30:00Z");
const HOLIDAY = "2025-03-14";

/**
 * The on-call resolver for 1,000 alarm points at one instant, over 10,000 participants, 500
 * schedules and 2,000 private events: reading the rows as the engine does, the pure resolver alone,
 * and a plain SELECT of the same rows (the point, its plan's participants with devices) as baseline.
 */
export async function onCallBenchmark() {
  const { database, drop } = await createBenchDatabase();
  try {
    await prepareFirstStart(database.db, { adminPassword: "bench-password-1", demoData: false });
    const db = database.db;
    const config = { ...loadConfig({ LOG_LEVEL: "silent" }), authFailureDelayMs: 0 };
    await insertPeopleAndPlans(db);
    await insertSchedulesAndPoints(db);
    await insertPrivateEvents(database, config);
    await db.execute(sql`analyze`);
    const zone = config.timeZone;
    const range = { from: INSTANT, to: new Date(INSTANT.getTime() + 1000) };
    const ids = (await queryRows<{ id: number }>(db, sql`select id from alarm_points order by id`)).map((row) => row.id);

    // One point as the engine resolves it: its rows read fresh, then the pure resolver.
    const pointWorld = async (id: number) => {
      const [point] = await onCallAlarmPoints(db, [id], zone);
      return { point: point!, world: await onCallWorld(db, { points: [point!], range, holidayOrgId: point!.orgId, defaultZone: zone }) };
    };
    const read: number[] = [];
    const pure: number[] = [];
    const whole: number[] = [];
    const answers = new Map<number, OnCallAnswer>();
    for (const [index, id] of [...ids.slice(0, WARM_UP), ...ids].entries()) {
      const started = performance.now();
      const { point, world } = await pointWorld(id);
      const loaded = performance.now();
      const answer = resolveOnCall(point, INSTANT, world);
      const resolved = performance.now();
      if (index < WARM_UP) continue;
      read.push(loaded - started);
      pure.push(resolved - loaded);
      whole.push(resolved - started);
      answers.set(id, answer);
    }
    const plainOne = await measure(POINTS, (round) => plainRows(db, [ids[round % ids.length]!]));

    // All points at once: one world for all (holidays per organization), against one plain SELECT of all rows.
    const sharedWorld = async () => {
      const points = await onCallAlarmPoints(db, ids, zone);
      const world = await onCallWorld(db, { points, range, holidayOrgId: TOTAL_SYSTEM_ORG_ID, defaultZone: zone });
      const orgIds = [...new Set(points.map((point) => point.orgId))];
      const holidays = new Map(await Promise.all(orgIds.map(async (orgId) => [orgId, await holidayDates(db, orgId, range)] as const)));
      return { points, world, holidays };
    };
    const resolveAll = ({ points, world, holidays }: Awaited<ReturnType<typeof sharedWorld>>) =>
      points.map((point) => resolveOnCall(point, INSTANT, { ...world, holidays: holidays.get(point.orgId)! }));
    const allAtOnce = await measure(5, async () => resolveAll(await sharedWorld()));
    const plainAll = await measure(5, () => plainRows(db, ids));

    // The pure resolver alone, the rows in memory (schedules compiled on the first pass, not timed).
    const shared = await sharedWorld();
    const sharedAnswers = resolveAll(shared);
    const inMemory: number[] = [];
    for (let pass = 0; pass < 5; pass++) {
      for (const point of shared.points) {
        const world = { ...shared.world, holidays: shared.holidays.get(point.orgId)! };
        const started = performance.now();
        resolveOnCall(point, INSTANT, world);
        inMemory.push(performance.now() - started);
      }
    }
    const differing = shared.points.filter((point, index) => JSON.stringify(sharedAnswers[index]) !== JSON.stringify(answers.get(point.id))).length;
    if (differing > 0) throw new Error(`${differing} points answered differently from one shared world than from their own rows`);

    const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
    const [one, reading, resolving, memory] = [percentiles(whole), percentiles(read), percentiles(pure), percentiles(inMemory)];
    console.log(
      `\nOn-call resolver at ${INSTANT.toISOString()}: ${POINTS.toLocaleString("en")} alarm points, ${PARTICIPANTS.toLocaleString("en")} participants, ` +
        `${TEAM_SCHEDULES + STANDBY_SCHEDULES} schedules, ${PRIVATE_EVENTS.toLocaleString("en")} private events, ${OVERRIDES} overrides`,
    );
    console.log(summary([...answers.values()]));
    console.log("case                                        | p50        | p99        | plain SELECT p50 | p99        | ratio p50");
    const line = (name: string, result: { p50: number; p99: number }, baseline: { p50: number; p99: number } = plainOne) =>
      console.log(
        `${name.padEnd(43)} | ${ms(result.p50).padEnd(10)} | ${ms(result.p99).padEnd(10)} | ${ms(baseline.p50).padEnd(16)} | ${ms(baseline.p99).padEnd(10)} | ${(result.p50 / baseline.p50).toFixed(1)}x`,
      );
    line("one point: read rows + resolve", one);
    line("  read rows (onCallAlarmPoints+onCallWorld)", reading);
    line("  pure resolve (fresh rows, as the engine)", resolving);
    const perPointPlain = plainOne.mean * POINTS;
    console.log(
      `${POINTS} points, one world per point (total)     | ${ms(total(whole)).padEnd(10)} |            | ${ms(perPointPlain).padEnd(16)} |            | ${(total(whole) / perPointPlain).toFixed(1)}x (plain: one SELECT per point)`,
    );
    console.log(
      `${POINTS} points, one world for all (total)       | ${ms(allAtOnce.p50).padEnd(10)} |            | ${ms(plainAll.p50).padEnd(16)} |            | ${(allAtOnce.p50 / plainAll.p50).toFixed(1)}x (plain: one SELECT of all rows)`,
    );
    const goal = memory.p99 < 1 ? "met" : "NOT met";
    console.log(
      `pure resolver per point, rows in memory: p50 ${ms(memory.p50)}, p99 ${ms(memory.p99)}, max ${ms(memory.max)} — the goal "resolving one alarm point adds under 1 ms at p99": ${goal}` +
        ` (on freshly read rows, schedules compiled each time as in the engine: p99 ${ms(resolving.p99)})`,
    );
  } finally {
    await drop();
  }
}

/** The baseline: a plain SELECT of the points, their plans' participants (named or in a group) and their devices. */
function plainRows(db: Db, ids: readonly number[]) {
  return db.execute(sql`
    select ap.id, ap.name, ap.alarm_plan_id, ap.rotational_calendar_id, p.id as participant_id, p.name, p.surname, d.id as device_id, d.calling_device_type, d.address
    from alarm_points ap
    join alarm_plan_entries e on e.plan_id = ap.alarm_plan_id
    left join participant_group_members m on m.group_id = e.participant_group_id
    join participants p on p.id = coalesce(e.participant_id, m.participant_id)
    join participant_devices d on d.participant_id = p.id
    where ap.id = any(${`{${ids.join(",")}}`}::int[])`);
}

/** What the answers hold, to show that the data takes every path of the resolver. */
function summary(answers: OnCallAnswer[]) {
  const byEvent = answers.filter((answer) => answer.decidedBy && !answer.decidedBy.standard).length;
  const byStandard = answers.filter((answer) => answer.decidedBy?.standard).length;
  const ranks = answers.flatMap((answer) => answer.ranks);
  const reached = ranks.flatMap((rank) => rank.reached);
  const reasons = new Map<string, number>();
  const count = (key: string) => reasons.set(key, (reasons.get(key) ?? 0) + 1);
  for (const person of reached) for (const reason of person.reasons) count(reason.kind);
  for (const rank of ranks) for (const entry of rank.notReached) count(entry.reason);
  return (
    `  plan by a standby event ${byEvent}, by a standard event ${byStandard}, own plan ${answers.length - byEvent - byStandard}; gaps ${answers.filter((answer) => answer.gap).length}; ` +
    `${reached.length} reached; ${[...reasons].map(([key, value]) => `${key} ${value}`).join(", ")}`
  );
}

/** The organization of the n-th object: one of ORGS under the root. */
const orgOf = (n: string) => sql.raw(`(select id from organizations where name = 'Org ' || (1 + (${n}) % ${ORGS}))`);

async function insertPeopleAndPlans(db: Db) {
  await db.execute(sql`update organizations set time_zone = 'Europe/Prague' where id = ${TOTAL_SYSTEM_ORG_ID}`);
  await db.execute(sql`
    insert into organizations (name, parent_id, time_zone)
    select 'Org ' || n, ${TOTAL_SYSTEM_ORG_ID}, case when n % 4 = 0 then 'America/New_York' end from generate_series(1, ${ORGS}) n`);
  await db.execute(sql`
    insert into holidays (org_id, title, start_date, end_date, recurring)
    select id, 'New Year', date '2000-01-01', date '2000-01-01', true from organizations
    union all select id, 'Local feast', ${HOLIDAY}::date, ${HOLIDAY}::date, false from organizations where id % 2 = 0`);
  await db.execute(sql`
    insert into participants (org_id, name, surname, language)
    select ${orgOf("n")}, 'Name ' || n, 'Surname ' || n, (array['ENGLISH', 'GERMAN', 'CZECH'])[1 + n % 3] from generate_series(1, ${PARTICIPANTS}) n`);
  await db.execute(sql`
    insert into participant_devices (participant_id, order_id, calling_device_type, address)
    select p.id, k, t.type, case t.type when 'EMAIL' then 'p' || p.id || '@alarm.test' else '+420' || (600000000 + p.id) end
    from participants p cross join lateral generate_series(1, 1 + p.id % 3) k
    cross join lateral (select (array['EMAIL', 'SMS', 'VOICE'])[1 + (p.id + k) % 3] as type) t`);
  await db.execute(sql`insert into participant_groups (org_id, name) select ${orgOf("n")}, 'Group ' || n from generate_series(1, ${GROUPS}) n`);
  await db.execute(sql`
    insert into participant_group_members (group_id, participant_id, order_id)
    select g.id, p.id, m from participant_groups g cross join lateral generate_series(1, 5 + g.id % 6) m
    join participants p on p.name = 'Name ' || (1 + (g.id * 50 + m) % ${PARTICIPANTS})`);
  await db.execute(sql`insert into alarm_plans (org_id, name) select ${orgOf("n")}, 'Plan ' || n from generate_series(1, ${PLANS}) n`);
  await db.execute(
    sql`insert into alarm_plan_ranks (plan_id, order_id, wait_time) select pl.id, r, 60 from alarm_plans pl cross join lateral generate_series(1, 2 + pl.id % 2) r`,
  );
  // 5–20 participants a rank, and a group in every third rank.
  await db.execute(sql`
    insert into alarm_plan_entries (rank_id, plan_id, order_id, participant_id)
    select r.id, r.plan_id, k, p.id from alarm_plan_ranks r cross join lateral generate_series(1, 5 + (r.id * 7) % 16) k
    join participants p on p.name = 'Name ' || (1 + (r.id * 1009 + k * 7) % ${PARTICIPANTS})`);
  await db.execute(sql`
    insert into alarm_plan_entries (rank_id, plan_id, order_id, participant_group_id)
    select r.id, r.plan_id, 100, g.id from alarm_plan_ranks r join participant_groups g on g.name = 'Group ' || (1 + r.id % ${GROUPS}) where r.id % 3 = 0`);
  await db.execute(sql`
    insert into duty_overrides (org_id, participant_id, covering_participant_id, starts_at, ends_at, created_by)
    select p.org_id, p.id, c.id, ${INSTANT.toISOString()}::timestamptz - interval '1 hour' * (n % 48), ${INSTANT.toISOString()}::timestamptz + interval '1 hour' * (1 + n % 24) - interval '1 day' * (n % 3), 'bench'
    from generate_series(1, ${OVERRIDES}) n
    join participants p on p.name = 'Name ' || (1 + n * 33 % ${PARTICIPANTS}) join participants c on c.name = 'Name ' || (1 + (n * 33 + ${ORGS}) % ${PARTICIPANTS})`);
}

const rule = (change: Pick<StoredDateRule, "markedDays" | "start" | "end"> & Partial<StoredDateRule>): StoredDateRule => ({
  type: "WeeklyDateRule",
  repeatEvery: 1,
  validFrom: null,
  endDate: null,
  countAfterTimesEnd: null,
  holiday: "REGARDLESS",
  ...change,
});
const WEEK = [1, 2, 3, 4, 5, 6, 7];
const WORKDAYS = [1, 2, 3, 4, 5];

/** Events of a team media schedule: a week group takes 2–6 of them. */
const TEAM_EVENTS = [
  ["Days", rule({ markedDays: WORKDAYS, start: "07:00:00", end: "18:59:59" }), "EMAIL"],
  ["Nights", rule({ markedDays: WEEK, start: "19:00:00", end: "06:59:59" }), "SMS"],
  ["Weekend", rule({ markedDays: [6, 7], start: "00:00:00", end: "23:59:59" }), "VOICE"],
  ["Holidays", rule({ markedDays: WEEK, start: "00:00:00", end: "23:59:59", holiday: "ONLY_ON_HOLIDAYS" }), "VOICE"],
  ["Lunch", rule({ markedDays: [1, 3, 5], start: "12:00:00", end: "13:59:59", holiday: "NEVER_ON_HOLIDAYS" }), "SMS"],
  ["Fortnight", rule({ markedDays: [2, 4], start: "08:00:00", end: "16:59:59", repeatEvery: 2, endDate: "2026-12-31" }), "EMAIL"],
] as const;

/** Events of a standby schedule, with whether each is the week group's standard. */
const STANDBY_EVENTS = [
  ["Office", rule({ markedDays: WORKDAYS, start: "08:00:00", end: "16:59:59" }), false],
  ["Nights", rule({ markedDays: WEEK, start: "17:00:00", end: "07:59:59" }), false],
  ["Weekend", rule({ markedDays: [6, 7], start: "00:00:00", end: "23:59:59" }), false],
  ["Holidays", rule({ markedDays: WEEK, start: "00:00:00", end: "23:59:59", holiday: "ONLY_ON_HOLIDAYS" }), false],
  ["Working days", rule({ markedDays: WORKDAYS, start: "07:00:00", end: "18:59:59", repeatEvery: 2, holiday: "NEVER_ON_HOLIDAYS" }), false],
  ["Standard", rule({ markedDays: WEEK, start: "00:00:00", end: "23:59:59" }), true],
] as const;

/** A VALUES list of `rows`, each numbered from 1 and its cells typed (a bare parameter would be text). */
const values = (rows: readonly (readonly (string | boolean | StoredDateRule)[])[]) => {
  const cell = (value: string | boolean | StoredDateRule) =>
    typeof value === "object" ? sql`${JSON.stringify(value)}::jsonb` : typeof value === "boolean" ? sql`${value}::boolean` : sql`${value}::text`;
  return sql.join(
    rows.map((row, index) => sql`(${index + 1}::int, ${sql.join(row.map(cell), sql`, `)})`),
    sql`, `,
  );
};

async function insertSchedulesAndPoints(db: Db) {
  for (const [kind, count] of [
    ["participant", TEAM_SCHEDULES],
    ["alarm", STANDBY_SCHEDULES],
  ] as const) {
    const [schedules, groups] = [sql.raw(`${kind}_rotationals`), sql.raw(`${kind}_rotation_week_groups`)];
    await db.execute(sql`
      insert into ${schedules} (org_id, name, valid_from)
      select ${orgOf("n")}, ${kind === "participant" ? "Team " : "Standby "} || n, date '2025-01-06' + (n % 7) from generate_series(1, ${count}) n`);
    await db.execute(
      sql`insert into ${groups} (calendar_id, order_id) select s.id, g from ${schedules} s cross join lateral generate_series(1, 2 + s.id % 3) g`,
    );
  }
  // 2–6 events a week group, a few switched off; a standby schedule chooses among 3 plans.
  const eventsOf = (groups: string) => sql.raw(`${groups} wg cross join lateral generate_series(1, 2 + (wg.calendar_id + wg.order_id) % 5) e`);
  await db.execute(sql`
    insert into participant_rotation_events (week_group_id, calendar_id, order_id, name, is_active, date_rule, calling_device_type)
    select wg.id, wg.calendar_id, e, t.name, (wg.id + e) % 13 <> 0, t.rule, t.device
    from ${eventsOf("participant_rotation_week_groups")}
    join (values ${values(TEAM_EVENTS)}) as t(k, name, rule, device) on t.k = 1 + (e + wg.order_id + wg.calendar_id) % ${TEAM_EVENTS.length}`);
  await db.execute(sql`
    insert into alarm_rotation_events (week_group_id, calendar_id, order_id, name, is_active, date_rule, alarm_plan_id, standard)
    select wg.id, wg.calendar_id, e, t.name, (wg.id + e) % 13 <> 0, t.rule, pl.id, t.standard
    from ${eventsOf("alarm_rotation_week_groups")}
    join (values ${values(STANDBY_EVENTS)}) as t(k, name, rule, standard) on t.k = 1 + (e + wg.order_id + wg.calendar_id) % ${STANDBY_EVENTS.length}
    join alarm_plans pl on pl.name = 'Plan ' || (1 + (wg.calendar_id * 3 + (wg.order_id + e) % 3) % ${PLANS})`);
  // Four participants in five follow a team media schedule; four points in five a standby schedule.
  await db.execute(sql`
    update participants p set participant_rotational_id = t.id from participant_rotationals t
    where t.name = 'Team ' || (1 + p.id % ${TEAM_SCHEDULES}) and p.id % 5 <> 0`);
  await db.execute(sql`
    insert into alarm_points (org_id, name, icon, alarm_plan_id, rotational_calendar_id)
    select ${orgOf("n")}, 'Point ' || n, ${JSON.stringify(DEFAULT_ALARM_ICON)}::jsonb,
           (select id from alarm_plans where name = 'Plan ' || (1 + n % ${PLANS})),
           case when n % 5 <> 0 then (select id from alarm_rotationals where name = 'Standby ' || (1 + n % ${STANDBY_SCHEDULES})) end
    from generate_series(1, ${POINTS}) n`);
  // Some standby events serve one point of their schedule only.
  await db.execute(sql`
    update alarm_rotation_events e set alarm_point_id = ap.id from alarm_points ap
    where ap.rotational_calendar_id = e.calendar_id and e.order_id = 1 and e.calendar_id % 10 = 0`);
}

/** Private schedule entries as the API stores them: a few written through the API, then copied over participants. */
const PRIVATE_TEMPLATES: CalendarEventInput[] = [
  { title: "Holiday", kind: "ABSENT", startDateSelected: "2025-03-10", endDateSelected: "2025-03-21", startTime: "00:00", endTime: "23:59" },
  {
    title: "Choir",
    kind: "ABSENT",
    recurring: true,
    repeatType: "WEEKLY",
    markedDays: [5],
    startDateSelected: "2025-01-03",
    startTime: "18:00",
    endTime: "22:00",
    endType: "NEVER",
  },
  {
    title: "Nights on mobile",
    kind: "OTHER_DEVICE",
    deviceType: "SMS",
    callingNumber: "+420601234567",
    recurring: true,
    repeatType: "DAILY",
    startDateSelected: "2025-01-01",
    startTime: "19:00",
    endTime: "07:00",
    endType: "NEVER",
  },
  { title: "Swap", kind: "REPLACEMENT", startDateSelected: "2025-03-14", endDateSelected: "2025-03-15", startTime: "08:00", endTime: "08:00" },
  { title: "Business trip", kind: "ABSENT", startDateSelected: "2025-02-03", endDateSelected: "2025-02-07", startTime: "06:00", endTime: "20:00" },
  {
    title: "Monthly swap",
    kind: "REPLACEMENT",
    recurring: true,
    repeatType: "MONTHLY",
    startDateSelected: "2025-01-14",
    startTime: "00:00",
    endTime: "23:59",
    endType: "AFTER_TIMES_END",
    countAfterTimesEnd: 12,
  },
  {
    title: "Gym",
    kind: "ABSENT",
    recurring: true,
    repeatType: "WEEKLY",
    markedDays: [1, 2],
    startDateSelected: "2025-01-06",
    startTime: "17:00",
    endTime: "19:00",
    endType: "END_DATE",
    endDate: "2025-06-30",
  },
  {
    title: "Weekend phone",
    kind: "OTHER_DEVICE",
    deviceType: "VOICE",
    callingNumber: "+420602345678",
    recurring: true,
    repeatType: "WEEKENDS",
    startDateSelected: "2025-01-04",
    startTime: "08:00",
    endTime: "20:00",
    endType: "NEVER",
  },
];

async function insertPrivateEvents(database: Database, config: Parameters<typeof buildApp>[0]) {
  const db = database.db;
  const [holder, replacement] = await queryRows<{ id: number }>(db, sql`select id from participants where name in ('Name 1', 'Name 21') order by id`);
  const app = await buildApp(config, database);
  try {
    const login = await app.inject({ method: "POST", url: "/rest/api/auth", payload: { login: "admin", password: "bench-password-1" } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    for (const entry of PRIVATE_TEMPLATES) {
      const payload = { ...entry, timeZone: "Europe/Prague", ...(entry.kind === "REPLACEMENT" ? { replacementParticipantId: replacement!.id } : {}) };
      const response = await app.inject({ method: "PUT", url: `/rest/api/participants/${holder!.id}/calendar/update`, headers, payload });
      if (response.statusCode !== 200) throw new Error(response.body);
    }
  } finally {
    await app.close();
  }
  // Spread over 2,000 participants; a replacement names one of the same organization.
  await db.execute(sql`
    with templates as (
      select row_number() over (order by id) - 1 as k, id, definition from participant_calendar_events where participant_id = ${holder!.id}),
    copied as (
      insert into participant_calendar_events (participant_id, definition)
      select p.id, case when t.definition->>'kind' = 'REPLACEMENT' then jsonb_set(t.definition, '{replacementParticipantId}', to_jsonb(r.id)) else t.definition end
      from generate_series(0, ${PRIVATE_EVENTS - 1}) i
      join participants p on p.name = 'Name ' || (1 + i * 4999 % ${PARTICIPANTS})
      join participants r on r.name = 'Name ' || (1 + (i * 4999 + ${ORGS}) % ${PARTICIPANTS})
      join templates t on t.k = i % ${PRIVATE_TEMPLATES.length})
    delete from participant_calendar_events where id in (select id from templates)`);
}
