import { sql } from "drizzle-orm";
import { LIVE_CHANNEL } from "../../core/live-hub.js";
import { preparedStatement } from "../../db/database.js";
import { ENGINE_CHANNEL } from "../alarm-records.js";
import { firingsOf } from "./alarm-status.js";
import { rankNotified } from "./recipient-status.js";

/**
 * What an alarm's start at its first rank writes (engine/escalation/plain-start.ts works it out):
 * when its next step is due, the rank (its order in the plan), the round, the rank's people and
 * their messages (JSON, as rankNotified takes them) and the timeline's words for the rank's start;
 * `claimSeconds`, for an alarm started at its trigger: its due messages are claimed for this instance
 * with a deadline this far away (TriggerStarts), null: they are queued.
 */
export type FirstRankStart = {
  nextStepAt: string;
  rank: number;
  round: 1;
  people: string;
  messages: string;
  detail: string | null;
  phrase: string | null;
  claimSeconds: number | null;
};

/**
 * The start of a NEW alarm at its first rank, in one statement and without a transaction of its own:
 * the alarm becomes PROCESSING at round 1, rank 1, with its next step, while it still has the version
 * it was read with (another instance that started it first, or an operator who quit it meanwhile,
 * leave nothing to do); its timeline says so, then the rank's start; the rank's people are notified
 * and their messages queued; the live monitors, the outboxes and the follow-up job (the point's
 * ON_NEW consequential triggers) are woken. What changeStatus and notifyRecipientsAndAdvance do in
 * the stepping transaction, in one round trip instead of six (docs/alarm-lifecycle.md).
 */
export const startAlarmAtFirstRank = preparedStatement<{ started: boolean }>(
  "start_alarm_at_first_rank",
  () => sql`with changed as (
          update alarms set status = 'PROCESSING', version = version + 1, round = 1, rank = 1, next_step_at = ${sql.placeholder("nextStepAt")}::timestamptz
          where id = ${sql.placeholder("alarmId")}::bigint and status = 'NEW' and version = ${sql.placeholder("version")}::int
          returning id, org_id
        ), entries as (
          insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
          select changed.id, e.kind, 'PROCESSING', e.actor, e.detail, e.phrase from changed
          cross join (values (1, 'STATUS', 'system', null, null::jsonb),
                             (2, 'RANK_STARTED', null, ${sql.placeholder("detail")}::text, ${sql.placeholder("phrase")}::jsonb)) as e(n, kind, actor, detail, phrase)
          order by e.n
        ), ${rankNotified(sql`where exists (select 1 from changed)`)}, fired as (${firingsOf("ON_NEW")})
        select exists (select 1 from changed) as started,
               (select pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', id, 'status', 'PROCESSING', 'orgId', org_id)::text) from changed),
               (select pg_notify(${ENGINE_CHANNEL}, 'outbox') from changed),
               (select pg_notify(${ENGINE_CHANNEL}, 'follow-up') from fired limit 1)`,
);
