import type { IntegrationKind } from "@alarm/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import { clock } from "../../../core/clock.js";
import { rateLimited, unauthorized } from "../../../core/errors.js";
import { hashOfSecret } from "../../../core/secret-hash.js";
import { type Executor, qualified } from "../../../db/database.js";
import { alarmPoints, integrationKeys } from "../../../db/schema/index.js";
import { firstRankFields, onDutyWindow, pointDefinitionFields, type TriggeredPoint, triggeredPoint } from "../../alarms/trigger/point-definition.js";
import { type LineRule, rulesOfLineJson } from "../../alarm-rules/rule-gate.js";
import type { IntakeSettings } from "../../incidents/intake.js";
import { intakeParams } from "../../incidents/intake-state.js";

/** A key that may act now, with what an event needs of it; `point` and `rules` (its organization's alarm rules) when the admission was asked to read the point. */
export type AdmittedKey = {
  id: number;
  orgId: number;
  alarmPointId: number;
  kind: IntegrationKind;
  name: string;
  dedupBySubject: boolean;
  heartbeatMinutes: number | null;
  point?: TriggeredPoint | undefined;
  rules?: LineRule[] | undefined;
};

const MINUTE = 60_000;

const keyFields = {
  id: integrationKeys.id,
  orgId: alarmPoints.orgId,
  alarmPointId: integrationKeys.alarmPointId,
  kind: sql<IntegrationKind>`${integrationKeys.kind}`.as("kind"),
  name: integrationKeys.name,
  dedupBySubject: integrationKeys.dedupBySubject,
  heartbeatMinutes: integrationKeys.heartbeatMinutes,
  ratePerMinute: integrationKeys.ratePerMinute,
  // Counted in the key's row of the unlogged integration_key_windows (db/schema/integrations.ts), for the key found only.
  windowCount: sql<number>`count_key_event(${integrationKeys.id}, ${sql.placeholder("minute")}::timestamptz, ${sql.placeholder("now")}::timestamptz)`.as(
    "window_count",
  ),
};

/**
 * Admits one event of the key whose secret is `secret`, in one statement: the key must exist, be
 * unrevoked, belong to an alarm point that is not deleted and be of one of `kinds`; the event is
 * counted in the key's current minute (in PostgreSQL, so every instance shares the limit; unlogged,
 * so that a key's senders do not queue on its count through each commit's flush).
 * Unknown and revoked keys answer 401 alike; over the limit, 429 with the seconds to wait.
 * `withPoint`: the same statement reads the point's definition and how its alarm would be taken in
 * (under these intake settings; null: intake off), for events that raise alarms, and with
 * `firstRank` its plan's first rank, for an alarm that starts at once.
 */
export async function admitEvent(
  db: Executor,
  secret: string,
  kinds: readonly IntegrationKind[],
  withPoint?: { intake: IntakeSettings | null; firstRank?: boolean },
): Promise<AdmittedKey> {
  const now = clock.now();
  const minute = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  const statements = admissions.get(db) ?? admissionStatements(db);
  admissions.set(db, statements);
  const params = { hash: hashOfSecret(secret), minute, now };
  if (!withPoint) {
    const [row] = await statements.key.execute(params);
    return checked(row?.key, kinds, now, minute);
  }
  const withPointParams = { ...params, ...intakeParams(withPoint.intake, now) };
  const [row] = withPoint.firstRank
    ? await statements.keyAndFirstRank.execute({ ...withPointParams, ...onDutyWindow(now) })
    : await statements.keyAndPoint.execute(withPointParams);
  return { ...checked(row?.key, kinds, now, minute), point: row && triggeredPoint(row, now), rules: row?.rules };
}

/** Every event runs one of these: prepared once per database (built once, planned once per connection). */
const admissions = new WeakMap<Executor, ReturnType<typeof admissionStatements>>();

function admissionStatements(db: Executor) {
  const found = and(eq(integrationKeys.secretHash, sql.placeholder("hash")), isNull(integrationKeys.revokedAt), eq(alarmPoints.deleted, false));
  const keys = db.select({ key: keyFields }).from(integrationKeys).innerJoin(alarmPoints, eq(alarmPoints.id, integrationKeys.alarmPointId));
  const pointFields = { key: keyFields, ...pointDefinitionFields, rules: rulesOfLineJson(qualified(alarmPoints.orgId)).as("rules") };
  const keysWithPoint = db.select(pointFields).from(integrationKeys).innerJoin(alarmPoints, eq(alarmPoints.id, integrationKeys.alarmPointId));
  const keysWithFirstRank = db
    .select({ ...pointFields, firstRank: firstRankFields })
    .from(integrationKeys)
    .innerJoin(alarmPoints, eq(alarmPoints.id, integrationKeys.alarmPointId));
  return {
    key: keys.where(found).prepare("admit_event"),
    keyAndPoint: keysWithPoint.where(found).prepare("admit_event_with_point"),
    keyAndFirstRank: keysWithFirstRank.where(found).prepare("admit_event_with_first_rank"),
  };
}

type AdmissionRow = Omit<AdmittedKey, "point"> & { ratePerMinute: number; windowCount: number };

function checked(row: AdmissionRow | undefined, kinds: readonly IntegrationKind[], now: Date, minute: Date): AdmittedKey {
  if (!row) throw unauthorized("Unknown or revoked integration key");
  const { ratePerMinute, windowCount, ...key } = row;
  if (!kinds.includes(key.kind)) throw unauthorized(`This integration key is for ${key.kind}, not this endpoint`);
  if (windowCount > ratePerMinute) {
    throw rateLimited((minute.getTime() + MINUTE - now.getTime()) / 1000, `More than ${ratePerMinute} events in a minute for this integration key`);
  }
  return key;
}
