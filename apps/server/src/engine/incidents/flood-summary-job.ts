import type { Phrase } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { recordHistory, wakeEngine } from "../alarm-records.js";
import { millisecondsUntil } from "../due-time.js";
import { queueSummaryMessage } from "../lifecycle/message-status.js";
import type { EngineJob } from "../worker.js";

/** A flood's people hear of it at most this often (README, "Incidents and alarm floods"). */
export const SUMMARY_INTERVAL_SECONDS = 60;
const BATCH = 20;

type DueFlood = { id: number; orgName: string; leadAlarmId: number; alarmCount: number; summarizedCount: number; openedAt: string };
type Recipient = { recipientId: number; participantId: number; language: string; deviceType: string; address: string; round: number; rank: number };

/** The summary's words in the participants' languages; `{top}` names the busiest alarm points. */
const SUMMARY_TEXTS: Record<string, { subject: string; body: string }> = {
  ENGLISH: {
    subject: "ALARM FLOOD {organization}: {new} new alarms",
    body: "Alarm flood in {organization}: {new} new alarms in the last minute, {total} since {since}. Most from: {top}. They alert nobody one by one; see the alarm table.",
  },
  GERMAN: {
    subject: "ALARMFLUT {organization}: {new} neue Alarme",
    body: "Alarmflut in {organization}: {new} neue Alarme in der letzten Minute, {total} seit {since}. Die meisten von: {top}. Sie alarmieren niemanden einzeln; siehe Alarmtabelle.",
  },
  CZECH: {
    subject: "ZÁPLAVA POPLACHŮ {organization}: {new} nových poplachů",
    body: "Záplava poplachů v {organization}: {new} nových poplachů za poslední minutu, {total} od {since}. Nejvíce z: {top}. Nikoho nealarmují jednotlivě; viz tabulka poplachů.",
  },
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));

/**
 * During a flood, the people its lead alarm reached get one summary a minute (how many new alarms,
 * from which points) instead of a call per alarm. A flood is claimed with FOR UPDATE SKIP LOCKED,
 * and its summary's messages are written to the outbox with the count they summarize, in one
 * transaction: instances never send one summary twice, and a crash loses none.
 */
export class FloodSummaryJob implements EngineJob {
  readonly name = "flood-summaries";

  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async work(): Promise<number> {
    for (let count = 0; count < BATCH; count++) if (!(await this.summarizeNext())) break;
    return millisecondsUntil(
      this.db,
      sql`select extract(epoch from min(coalesce(summarized_at, opened_at)) + make_interval(secs => ${SUMMARY_INTERVAL_SECONDS}) - ${clock.sqlNow()}) * 1000 as ms
          from incidents where kind = 'FLOOD' and ended_at is null and lifted_at is null and alarm_count > summarized_count`,
    );
  }

  private summarizeNext(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [flood] = await queryRows<DueFlood>(
        tx,
        sql`select i.id::int as id, o.name as "orgName", i.lead_alarm_id::int as "leadAlarmId", i.alarm_count as "alarmCount",
                   i.summarized_count as "summarizedCount", i.opened_at::text as "openedAt"
            from incidents i join organizations o on o.id = i.org_id
            where i.kind = 'FLOOD' and i.ended_at is null and i.lifted_at is null and i.alarm_count > i.summarized_count
              and coalesce(i.summarized_at, i.opened_at) <= ${clock.sqlNow()} - make_interval(secs => ${SUMMARY_INTERVAL_SECONDS})
            order by coalesce(i.summarized_at, i.opened_at) limit 1 for update of i skip locked`,
      );
      if (!flood) return false;
      const recipients = await this.reachedBy(tx, flood.leadAlarmId);
      const top = await queryRows<{ name: string; alarms: number }>(
        tx,
        sql`select name, count(*)::int as alarms from alarms where incident_id = ${flood.id} group by name order by alarms desc, name limit 3`,
      );
      const values = {
        organization: flood.orgName,
        new: flood.alarmCount - flood.summarizedCount,
        total: flood.alarmCount,
        top: top.map((point) => `${point.name} (${point.alarms})`).join(", "),
      };
      for (const recipient of recipients) {
        const since = new Date(flood.openedAt).toLocaleTimeString(recipient.language === "GERMAN" ? "de" : recipient.language === "CZECH" ? "cs" : "en", {
          timeZone: this.timeZone,
          hour: "2-digit",
          minute: "2-digit",
        });
        const texts = SUMMARY_TEXTS[recipient.language] ?? SUMMARY_TEXTS.ENGLISH!;
        const summary = { subject: fill(texts.subject, { ...values, since }), body: fill(texts.body, { ...values, since }) };
        const messageId = `flood-${flood.id}-${flood.alarmCount}-${recipient.participantId}`;
        await queueSummaryMessage(tx, { ...recipient, alarmId: flood.leadAlarmId, messageId }, summary);
      }
      await tx.execute(sql`update incidents set summarized_count = ${flood.alarmCount}, summarized_at = ${clock.sqlNow()} where id = ${flood.id}`);
      const note: Phrase = { key: "FLOOD_SUMMARY_QUEUED", params: { people: recipients.length, alarms: values.new } };
      await recordHistory(tx, flood.leadAlarmId, { kind: "INCIDENT", detail: note });
      if (recipients.length > 0) await wakeEngine(tx, "outbox");
      return true;
    });
  }

  /** The people the lead alarm's messages reached and who did not decline, each on the device first reached. */
  private reachedBy(tx: Executor, leadAlarmId: number) {
    return queryRows<Recipient>(
      tx,
      sql`select distinct on (n.participant_id) n.recipient_id::int as "recipientId", n.participant_id as "participantId", r.language,
                 n.device_type as "deviceType", n.address, n.round, n.rank
          from alarm_notifications n join alarm_recipients r on r.id = n.recipient_id
          where n.alarm_id = ${leadAlarmId} and n.summary is null and n.status in ('SENT', 'DELIVERED') and r.status <> 'DECLINED'
          order by n.participant_id, n.id`,
    );
  }
}
