import { type AlarmSource, localMidnightsIn, type OnCallAlarmPoint, type Phrase, SEVERITY_PRIORITY, standbyPlanAt } from "@alarm/contract";
import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Executor, queryRows } from "../db/database.js";
import { alarmHistory, alarmNotifications, alarmPoints, alarmRecipients, alarms } from "../db/schema/index.js";
import { onCallAlarmPoints, onCallWorld, type OnCallPeopleWorld } from "../on-call/on-call-rows.js";
import { planCopy, type PlanCopy } from "../on-call/plan-copy.js";
import { choicePhrase } from "../on-call/plan-in-force.js";
import type { DemoPoints } from "./demo-alarm-definition.js";
import { type AlarmValues, AlarmStory, type DemoUser, Random } from "./demo-alarm-story.js";
import {
  buildingManagement,
  firePanel,
  grafana,
  nurseCall,
  type Profile,
  PROFILES,
  pumpAlertmanager,
  type Role,
  type Source,
  type SourceEvent,
  type Trigger,
} from "./demo-history-profiles.js";

/**
 * A month of alarm history for the demo: every day before today (and today up to now) a few ended
 * alarms of the demo alarm points — more by day than by night, fewer at weekends, now and then a
 * busy night — raised by the operators, from the alarm panel and by other systems (Alertmanager,
 * Grafana, webhooks), each told as the engine would have written it (demo-alarm-story.ts), with a
 * realistic mix of endings. Each day is drawn from its date, so a day looks the same on every start.
 * Today also has an alarm that ended a little while ago and one still waiting for its acknowledgement.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days of history before today. */
export const HISTORY_DAYS = 30;

export type DemoHistoryInput = {
  now: Date;
  timeZone: string;
  points: DemoPoints;
  users: { admin: number | null; operator: number; dispatcher: number; nurse: number };
};

/** Alarms by hour of the day (local time): few at night, most in the working day. */
const BY_HOUR = [0.3, 0.25, 0.2, 0.2, 0.25, 0.35, 0.6, 1.0, 1.4, 1.5, 1.5, 1.4, 1.2, 1.3, 1.4, 1.4, 1.3, 1.1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4];
const BURSTS = ["storm", "outage", "ward"] as const;
type Burst = (typeof BURSTS)[number];

type Outcome = "ACCEPTED" | "NOT_ACCEPTED" | "INTERRUPTED" | "CANCELED" | "INACTIVE";
/** What a caller decides for an alarm instead of the dice. */
type Told = {
  trigger?: Trigger;
  outcome?: Outcome;
  outage?: boolean;
  acceptAfter?: number;
  endAfter?: number;
  quitBy?: keyof DemoHistoryInput["users"];
  quitReason?: string | null;
  open?: boolean;
};

type Point = { row: typeof alarmPoints.$inferSelect; onCall: OnCallAlarmPoint };
type Context = DemoHistoryInput & { world: OnCallPeopleWorld; byRole: Record<Role, Point>; plans: Map<number, PlanCopy>; hourOf: (at: number) => number };

/** Writes the month of history: a few hundred alarms with their recipients, messages and timelines, in a few statements. */
export async function seedDemoHistory(db: Executor, input: DemoHistoryInput) {
  const context = await readContext(db, input);
  await insertStories(db, tellMonth(context));
}

async function readContext(db: Executor, input: DemoHistoryInput): Promise<Context> {
  const ids = Object.values(input.points);
  const rows = await db.select().from(alarmPoints).where(inArray(alarmPoints.id, ids));
  const onCall = await onCallAlarmPoints(db, ids, input.timeZone);
  const range = { from: new Date(input.now.getTime() - (HISTORY_DAYS + 2) * DAY), to: new Date(input.now.getTime() + DAY) };
  const world = await onCallWorld(db, { points: onCall, range, holidayOrgId: rows[0]!.orgId, defaultZone: input.timeZone });
  const plans = new Map<number, PlanCopy>();
  for (const planId of world.plans.keys()) plans.set(planId, (await planCopy(db, planId))!);
  const pointOf = (id: number): Point => ({ row: rows.find((row) => row.id === id)!, onCall: onCall.find((point) => point.id === id)! });
  const byRole = Object.fromEntries(Object.entries(input.points).map(([role, id]) => [role, pointOf(id)])) as Record<Role, Point>;
  const hours = new Intl.DateTimeFormat("en-GB", { timeZone: input.timeZone, hour: "numeric", hourCycle: "h23" });
  return { ...input, world, byRole, plans, hourOf: (at) => Number(hours.format(at)) };
}

/** Every alarm of the month, oldest first. */
function tellMonth(context: Context): AlarmStory[] {
  const now = context.now.getTime();
  const stories: AlarmStory[] = [];
  const midnights = localMidnightsIn(context.timeZone, { from: new Date(now - (HISTORY_DAYS + 1) * DAY), to: context.now }).slice(-(HISTORY_DAYS + 1));
  const dateOf = new Intl.DateTimeFormat("en-CA", { timeZone: context.timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short" });
  for (const midnight of midnights) {
    const parts = Object.fromEntries(dateOf.formatToParts(midnight).map((part) => [part.type, part.value]));
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    const dayNumber = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);
    const rng = new Random(hashOf(`demo history ${date}`));
    const weekend = parts.weekday === "Sat" || parts.weekday === "Sun";
    // Every tenth day a busy night: a storm, an outage of the SMS gateway and the mail relay, or a restless ward.
    const burst = dayNumber % 10 === 3 ? BURSTS[Math.floor(dayNumber / 10) % BURSTS.length]! : null;
    const burstSize = burst ? rng.int(5, 8) : 0;
    const count = Math.min(25 - burstSize, Math.round((weekend ? 8 : 14) * (0.7 + 0.6 * rng.next())));
    const hours = BY_HOUR.map((weight, hour) => [hour, weekend && hour >= 7 && hour <= 19 ? weight * 0.6 : weight] as const);
    const times = Array.from({ length: count }, () => midnight.getTime() + rng.weighted(hours) * HOUR + rng.int(0, HOUR - 1)).sort((a, b) => a - b);
    for (const at of times) {
      const role = rng.weighted((Object.keys(PROFILES) as Role[]).map((key) => [key, PROFILES[key].weight] as const));
      stories.push(tell(context, rng, role, at, { outage: rng.chance(role === "power" ? 0.05 : 0.01) }));
    }
    if (burst) stories.push(...busyNight(context, rng, midnight.getTime(), burst, burstSize));
  }
  const recent = new Random(hashOf("demo history today"));
  stories.push(
    tell(context, recent, "wardCall", now - 95 * MINUTE, {
      trigger: { source: nurseCall },
      outcome: "ACCEPTED",
      acceptAfter: 35 * SECOND,
      endAfter: 12 * MINUTE,
      quitBy: "nurse",
      quitReason: "Patient helped back to bed",
    }),
    tell(context, recent, "power", now - 38 * MINUTE, { trigger: { source: buildingManagement }, outcome: "ACCEPTED", acceptAfter: 170 * SECOND, open: true }),
  );
  // What would still run now is left out: the history holds ended alarms (and the one left open on purpose).
  return stories
    .filter((story) => story.triggeredAt < now && (story.endedAt === null ? story.status === "ACCEPTED" : story.endedAt < now - 30 * SECOND))
    .sort((a, b) => a.triggeredAt - b.triggeredAt);
}

function busyNight(context: Context, rng: Random, midnight: number, burst: Burst, size: number): AlarmStory[] {
  let at = midnight + rng.int(60, 200) * MINUTE;
  const stories: AlarmStory[] = [];
  for (let index = size; index > 0; index--) {
    if (burst === "storm") {
      const role: Role = rng.chance(0.65) ? "pump" : "fireStation";
      const trigger: Trigger = role === "pump" ? { source: rng.pick([grafana, pumpAlertmanager]) } : { source: firePanel };
      stories.push(tell(context, rng, role, at, { trigger }));
    } else if (burst === "outage") {
      // It starts with the technician's alarm, which reaches her by phone and mail only: it fails.
      const role =
        index === size
          ? "power"
          : rng.weighted<Role>([
              ["power", 0.4],
              ["wardCall", 0.3],
              ["pump", 0.2],
              ["fireStation", 0.1],
            ]);
      stories.push(tell(context, rng, role, at, { outage: true, outcome: index === size || rng.chance(0.9) ? "ACCEPTED" : undefined }));
    } else {
      stories.push(tell(context, rng, "wardCall", at, { trigger: { source: nurseCall }, outcome: rng.chance(0.85) ? "ACCEPTED" : undefined }));
    }
    at += rng.logNormal(7 * MINUTE, 0.6, 90 * SECOND, 25 * MINUTE);
  }
  return stories;
}

/** One alarm of `role` triggered at `at`: who raised it, how it went and how it ended. */
function tell(context: Context, rng: Random, role: Role, at: number, told: Told = {}): AlarmStory {
  const telling = startTelling(context, rng, role, at, told);
  if (telling.outcome === "INACTIVE") return suppressed(telling, at);
  if (telling.outcome === "CANCELED") return canceled(telling, at);
  const { story, accepted } = escalated(telling, at);
  if (accepted !== null && !told.open) ended(telling, story, accepted);
  const { source } = telling;
  if (source && source.kind !== "WEBHOOK" && rng.chance(0.2)) repeatedBySource(story, rng, source.name, story.endedAt ?? context.now.getTime());
  if ((story.status === "NOT_ACCEPTED" || story.status === "FAILURE") && story.endedAt !== null) failureSeen(telling, story, story.endedAt);
  return story;
}

/** What the steps of telling one alarm share: the dice, and what they decided before the trigger. */
type Telling = {
  context: Context;
  rng: Random;
  profile: Profile;
  row: Point["row"];
  told: Told;
  outcome: Outcome;
  source: Source | null;
  user: DemoUser | null;
  values: AlarmValues;
  /** The standby schedule's choice of plan at the trigger, if it made one. */
  inForce: ReturnType<typeof standbyPlanAt> | null;
  scheduleName: string | undefined;
  /** The plan the alarm follows. */
  copy: PlanCopy;
  /** One of the point's operators, as the dice choose. */
  operator: () => DemoUser;
};

/** Who raises the alarm, its outcome, and the alarm as the engine would have stored it at the trigger. */
function startTelling(context: Context, rng: Random, role: Role, at: number, told: Told): Telling {
  const profile = PROFILES[role];
  const { row, onCall } = context.byRole[role];
  const trigger = told.trigger ?? rng.weighted(profile.triggers);
  const source = "source" in trigger ? trigger.source : null;
  const user: DemoUser | null = "user" in trigger ? { login: trigger.user, id: context.users[trigger.user] } : null;
  const outcome = told.outcome ?? chooseOutcome(rng, source !== null);
  const operator = (): DemoUser => {
    const login = rng.weighted(profile.operators);
    return { login, id: context.users[login] };
  };
  const event = source && rng.pick(source.events);
  const extra = user && profile.userTexts.length && rng.chance(0.3) ? rng.pick(profile.userTexts) : null;
  const text = [row.text, event?.summary ?? extra].filter(Boolean).join("\n") || null;
  const dedupKey = source && (source.kind === "WEBHOOK" ? `${source.name.toLowerCase().replaceAll(" ", "-")}-${rng.hex(8)}` : rng.hex(16));
  const own = context.plans.get(row.alarmPlanId!)!;
  // Suppressed events are not given to the standby schedule: they keep the point's own plan.
  const inForce = outcome === "INACTIVE" || !onCall.standbySchedule ? null : standbyPlanAt(onCall, new Date(at), context.world.holidays);
  const copy = (inForce?.alarmPlanId && context.plans.get(inForce.alarmPlanId)) || own;
  const schedule = onCall.standbySchedule;
  const plan = inForce && schedule ? { ...copy.snapshot, standbyScheduleId: schedule.id } : copy.snapshot;
  const values: AlarmValues = {
    orgId: row.orgId,
    kind: "STANDARD",
    alarmPointId: row.id,
    name: row.name,
    systemId: row.systemId,
    icon: row.icon,
    priority: event ? SEVERITY_PRIORITY[event.severity] : row.priority,
    text,
    speechText: row.speechText ?? text,
    language: row.language,
    textTemplateId: row.textTemplateId,
    instructionFileIds: [],
    plan,
    mediaProcessingType: row.mediaProcessingType ?? copy.mediaProcessingType,
    mediaUsageType: row.mediaUsageType ?? copy.mediaUsageType,
    acknowledgeMode: row.acknowledgeMode,
    confirmPriority: row.confirmPriority,
    localAcknowledgeTime: row.localAcknowledgeTime,
    countRepeat: row.countRepeat,
    repeatBetween: row.repeatBetween,
    repeatMonInterval: row.repeatMonInterval,
    triggeredBy: source?.name ?? user!.login,
    triggeredByUserId: user?.id ?? null,
    scheduledFor: null,
    integrationKeyId: null,
    dedupPointId: source && row.id,
    dedupKey,
    source: source && event && sourceOf(source, event, dedupKey!, at),
    initiatorAlarmId: null,
  };
  return { context, rng, profile, row, told, outcome, source, user, values, inForce, scheduleName: schedule?.name, copy, operator };
}

/** A source's event a rule or a maintenance window suppressed: the alarm ends as it starts. */
function suppressed({ rng, profile, values }: Telling, at: number): AlarmStory {
  const story = new AlarmStory(values, at, "INACTIVE", rng);
  story.step(at, "TRIGGERED", { status: "INACTIVE", actor: values.triggeredBy, detail: profile.suppression(values.triggeredBy) });
  story.endedAt = at;
  return story;
}

/** An alarm scheduled for later, canceled before it was due. */
function canceled({ rng, values, inForce, scheduleName, copy, user, operator }: Telling, at: number): AlarmStory {
  const delay = rng.pick([15, 30, 60, 120]) * MINUTE;
  const story = new AlarmStory({ ...values, scheduledFor: new Date(at + delay) }, at, "SCHEDULED", rng);
  planChosen(story, at, inForce, scheduleName, copy);
  story.step(at, "TRIGGERED", { status: "SCHEDULED", actor: values.triggeredBy, detail: null });
  const by = user ?? operator();
  story.quitReason = rng.chance(0.5) ? rng.pick(["Not needed any more", "Planned test postponed"]) : null;
  story.change(at + rng.int(2 * MINUTE, delay - MINUTE), "CANCELED", { final: true, kind: "QUIT", actor: by.login, detail: story.quitReason });
  return story;
}

/** The alarm goes through its plan: who accepts and when, or who quits it first; `accepted` is when the last accept needed came. */
function escalated({ context, rng, profile, row, told, outcome, source, user, values, inForce, scheduleName, copy, operator }: Telling, at: number) {
  const story = new AlarmStory(values, at, "NEW", rng);
  planChosen(story, at, inForce, scheduleName, copy);
  const raised: Phrase | null = source && { key: "RAISED_BY_SOURCE", params: { source: source.name } };
  story.step(at, "TRIGGERED", { status: "NEW", actor: values.triggeredBy, detail: raised });
  const night = context.hourOf(at) < 6 || context.hourOf(at) >= 22;
  const first = at + (told.acceptAfter ?? rng.logNormal(profile.acceptSeconds * SECOND * (night ? 1.4 : 1), 0.8, 20 * SECOND, 10 * MINUTE));
  const acceptAt = outcome === "ACCEPTED" || (outcome === "NOT_ACCEPTED" && row.confirmPriority > 1 && rng.chance(0.5)) ? [first] : [];
  for (let more = 1; outcome === "ACCEPTED" && more < row.confirmPriority; more++)
    acceptAt.push(acceptAt.at(-1)! + rng.logNormal(50 * SECOND, 0.6, 10 * SECOND, 5 * MINUTE));
  const quit =
    outcome === "INTERRUPTED"
      ? {
          at: at + rng.logNormal(90 * SECOND, 0.6, 25 * SECOND, 5 * MINUTE),
          by: user ?? operator(),
          reason: rng.pick(["False alarm", "Test of the detector, crew informed", "Triggered by mistake"]),
        }
      : undefined;
  const accepted = story.escalate(context.world, values.plan, {
    acceptAt,
    quit,
    outage: told.outage ?? false,
    declineChance: outcome === "NOT_ACCEPTED" ? 0.15 : 0.06,
  });
  return { story, accepted };
}

/** An accepted alarm is acknowledged when its point asks for it, then resolved by its source or quit by someone. */
function ended({ rng, profile, row, told, source, operator }: Telling, story: AlarmStory, accepted: number) {
  let handled = accepted;
  if (row.acknowledgeMode !== "NONE") {
    const by = operator();
    handled = accepted + rng.logNormal(6 * MINUTE, 0.7, MINUTE, 40 * MINUTE);
    for (const recipient of story.recipients.values()) {
      if (recipient.status !== "ACCEPTED") continue;
      recipient.acknowledgedAt = new Date(handled);
      story.step(handled, "ACKNOWLEDGED", { status: story.status, participantId: recipient.participantId, participantName: recipient.name, actor: by.login });
    }
    story.change(handled + 3, "ACKNOWLEDGED", { actor: by.login });
  }
  const endAt = handled + (told.endAfter ?? rng.logNormal(profile.endMinutes * MINUTE, 0.8, 3 * MINUTE, 6 * HOUR));
  if (source && !told.quitBy && rng.chance(0.75)) {
    story.quitReason = `Resolved by ${source.name}`;
    story.change(endAt, "FINISHED", {
      final: true,
      kind: "RESOLVED",
      actor: source.name,
      detail: { key: "RESOLVED_BY_SOURCE", params: { source: source.name } },
    });
  } else {
    const by = told.quitBy ? { login: told.quitBy } : operator();
    story.quitReason = told.quitReason !== undefined ? told.quitReason : rng.chance(0.6) ? rng.pick(profile.quitReasons) : null;
    story.change(endAt, "FINISHED", { final: true, kind: "QUIT", actor: by.login, detail: story.quitReason });
  }
}

/** An operator sees to a failed alarm a while after it ended; failed alarms of the last hours still wait in the alarm table. */
function failureSeen({ context, rng, operator }: Telling, story: AlarmStory, endedAt: number) {
  const seenAt = endedAt + rng.logNormal(12 * MINUTE, 0.9, MINUTE, 3 * HOUR);
  if (seenAt >= context.now.getTime() - 5 * MINUTE) return;
  const by = operator();
  const reason = rng.chance(0.4) ? rng.pick(["Followed up by phone", "Seen, handled locally", "Gateway provider informed"]) : null;
  story.failureAcknowledged = { at: seenAt, by: by.login };
  story.step(seenAt, "FAILURE_ACKNOWLEDGED", { status: story.status, actor: by.login, detail: reason });
}

function chooseOutcome(rng: Random, bySource: boolean): Outcome {
  const dice = rng.next();
  if (bySource && dice < 0.05) return "INACTIVE";
  if (!bySource && dice < 0.08) return "CANCELED";
  if (dice < 0.09) return "INTERRUPTED";
  if (dice < 0.16) return "NOT_ACCEPTED";
  return "ACCEPTED";
}

/** The standby schedule's choice of plan, written before the trigger (trigger.ts). */
function planChosen(story: AlarmStory, at: number, inForce: ReturnType<typeof standbyPlanAt> | null, scheduleName: string | undefined, copy: PlanCopy) {
  if (!inForce || scheduleName === undefined) return;
  const scheduleId = story.values.plan.standbyScheduleId ?? 0;
  story.step(at, "PLAN_CHOSEN", { status: "NEW", detail: choicePhrase({ ...inForce, scheduleId, scheduleName }, copy.snapshot.planName ?? "") });
}

/** The source sent the same event again while the alarm was open (alarm-insert.ts, repeatedHistory). */
function repeatedBySource(story: AlarmStory, rng: Random, source: string, until: number) {
  const times = Array.from(
    { length: rng.int(1, 4) },
    () => story.triggeredAt + rng.int(30 * SECOND, Math.max(31 * SECOND, until - story.triggeredAt - 10 * SECOND)),
  ).sort((a, b) => a - b);
  times.forEach((at, index) => {
    story.step(at, "REPEATED", { status: story.statusAt(at), actor: source, detail: { key: "REPEATED_TIMES", params: { source, count: String(index + 2) } } });
  });
  story.repeats = times;
}

function sourceOf(source: Source, event: SourceEvent, dedupKey: string, at: number): AlarmSource {
  const alertmanager = source.kind !== "WEBHOOK";
  return {
    kind: source.kind,
    keyName: source.name,
    dedupKey,
    severity: event.severity,
    fields: alertmanager ? { receiver: "alarm-console", startsAt: new Date(at - 30 * SECOND).toISOString() } : {},
    labels: alertmanager ? { ...event.labels, severity: event.severity } : {},
    annotations: alertmanager ? { summary: event.summary } : {},
    details: event.details ?? null,
    links: event.link ? [{ href: event.link, text: source.kind === "GRAFANA" ? "Dashboard" : "Source" }] : [],
  };
}

/** FNV-1a: a day's seed from its date. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/**
 * The rows of all stories in a handful of multi-row statements. Alarm and recipient ids are taken
 * from their sequences first, so that messages can name their recipient; timelines are written in
 * the order they happened (the details view reads them by id).
 */
async function insertStories(db: Executor, stories: AlarmStory[]) {
  const told = stories.map((story) => story.rows());
  const alarmIds = await reserveIds(db, "alarms", told.length);
  const recipientIds = await reserveIds(
    db,
    "alarm_recipients",
    told.reduce((sum, story) => sum + story.recipients.length, 0),
  );
  const alarmRows: (typeof alarms.$inferInsert)[] = [];
  const recipientRows: (typeof alarmRecipients.$inferInsert)[] = [];
  const messageRows: (typeof alarmNotifications.$inferInsert)[] = [];
  const historyRows: (typeof alarmHistory.$inferInsert)[] = [];
  let nextRecipient = 0;
  told.forEach((story, index) => {
    const alarmId = alarmIds[index]!;
    alarmRows.push({ ...story.alarm, id: alarmId });
    const recipientOf = new Map<number, number>();
    for (const recipient of story.recipients) {
      const id = recipientIds[nextRecipient++]!;
      recipientOf.set(recipient.participantId, id);
      recipientRows.push({ ...recipient, id, alarmId });
    }
    for (const message of story.messages) messageRows.push({ ...message, alarmId, recipientId: recipientOf.get(message.participantId)! });
    for (const entry of story.history) historyRows.push({ ...entry, alarmId });
  });
  await insertAll(db, alarms, alarmRows);
  await insertAll(db, alarmRecipients, recipientRows);
  await insertAll(db, alarmNotifications, messageRows);
  await insertAll(db, alarmHistory, historyRows);
}

async function reserveIds(db: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Column types as a record definition takes them: a serial column's values are plain integers there. */
const RECORD_TYPES: Record<string, string> = { serial: "integer", bigserial: "bigint" };

/**
 * The rows in one statement per few thousand, handed over as one JSON parameter (jsonb_to_recordset)
 * rather than as a parameter per value: binding the values costs far more than inserting them. The
 * rows go in in the order given (`#`), so the ids that columns leave to their sequence follow it.
 * Columns no row sets keep their defaults; a row leaving out a column that others set writes null.
 */
async function insertAll<T extends PgTable>(db: Executor, table: T, rows: T["$inferInsert"][]) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.raw(columns.map(([, column]) => `"${column.name}" ${RECORD_TYPES[column.getSQLType()] ?? column.getSQLType()}`).join(", "));
  const recordOf = (row: Record<string, unknown>, index: number) =>
    Object.fromEntries([
      ["#", index],
      ...columns.map(([key, column]) => [column.name, row[key] instanceof Date ? (row[key] as Date).toISOString() : (row[key] ?? null)]),
    ]);
  for (let start = 0; start < rows.length; start += 5_000) {
    const records = rows.slice(start, start + 5_000).map((row, index) => recordOf(row as Record<string, unknown>, start + index));
    await db.execute(sql`insert into ${table} (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as record("#" integer, ${types}) order by "#"`);
  }
}
