import type { IntegrationKind } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { clock } from "../../../core/clock.js";
import { rateLimited, unauthorized } from "../../../core/errors.js";
import { hashOfSecret } from "../../../core/secret-hash.js";
import { type Executor, queryRows } from "../../../db/database.js";

/** A key that may act now, with what an event needs of it. */
export type AdmittedKey = {
  id: number;
  orgId: number;
  alarmPointId: number;
  kind: IntegrationKind;
  name: string;
  dedupBySubject: boolean;
  heartbeatMinutes: number | null;
};

const MINUTE = 60_000;

/**
 * Admits one event of the key whose secret is `secret`, in one statement: the key must exist, be
 * unrevoked, belong to an alarm point that is not deleted and be of one of `kinds`; the event is
 * counted in the key's current minute (in PostgreSQL, so every instance shares the limit).
 * Unknown and revoked keys answer 401 alike; over the limit, 429 with the seconds to wait.
 */
export async function admitEvent(db: Executor, secret: string, kinds: readonly IntegrationKind[]): Promise<AdmittedKey> {
  const now = clock.now();
  const minute = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  const [key] = await queryRows<AdmittedKey & { ratePerMinute: number; windowCount: number }>(
    db,
    sql`update integration_keys k
        set window_count = case when k.window_start = ${minute} then k.window_count + 1 else 1 end,
            window_start = ${minute},
            last_used_at = ${now}
        from alarm_points p
        where k.secret_hash = ${hashOfSecret(secret)} and k.revoked_at is null and p.id = k.alarm_point_id and not p.deleted
        returning k.id, p.org_id as "orgId", k.alarm_point_id as "alarmPointId", k.kind, k.name, k.dedup_by_subject as "dedupBySubject",
                  k.heartbeat_minutes as "heartbeatMinutes", k.rate_per_minute as "ratePerMinute", k.window_count as "windowCount"`,
  );
  if (!key) throw unauthorized("Unknown or revoked integration key");
  if (!kinds.includes(key.kind)) throw unauthorized(`This integration key is for ${key.kind}, not this endpoint`);
  if (key.windowCount > key.ratePerMinute) {
    throw rateLimited((minute.getTime() + MINUTE - now.getTime()) / 1000, `More than ${key.ratePerMinute} events in a minute for this integration key`);
  }
  return { id: key.id, orgId: key.orgId, alarmPointId: key.alarmPointId, kind: key.kind, name: key.name, dedupBySubject: key.dedupBySubject, heartbeatMinutes: key.heartbeatMinutes };
}
