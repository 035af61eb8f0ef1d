import type { FastifyBaseLogger } from "fastify";
import type { MetricObjectWithValues, MetricValue } from "prom-client";
import { type ChannelDependencies, createChannels } from "../channels/index.js";
import type { Config } from "../config.js";
import { LiveHub } from "../core/live-hub.js";
import type { Database } from "../db/database.js";
import { outgoingRequests } from "../net/outgoing-guard.js";
import { AuditRetentionJob } from "./audit-retention/audit-retention-job.js";
import { EscalationJob } from "./escalation/escalation-job.js";
import { type FollowUpAlarm, FollowUpJob } from "./follow-ups/follow-up-job.js";
import { HeartbeatJob, type MissedHeartbeatAlarm } from "./heartbeats/heartbeat-job.js";
import { LoneWorkerJob, type MissedCheckInAlarm } from "./lone-worker/lone-worker-job.js";
import { FloodSummaryJob } from "./incidents/flood-summary-job.js";
import { claimedMessages } from "./outbox/compose.js";
import { Outbox } from "./outbox/outbox.js";
import { OutboxJob } from "./outbox/outbox-job.js";
import { receiverOf } from "./lifecycle/receive.js";
import { type ResponseTokens, responseTokensOf } from "./response-token.js";
import type { TriggerStarts } from "./escalation/plain-start.js";
import { SendThread } from "./send-thread.js";
import { EngineWorker } from "./worker.js";
import { StatsRollupJob } from "./statistics/stats-rollup-job.js";
import { WebhookJob } from "./webhooks/webhook-job.js";
import { WebhookSender } from "./webhooks/webhook-sender.js";

/**
 * The engine's loops (escalation/, outbox/), the live hub they and the monitors share, and the
 * response tokens its messages are signed with. Request-time commands live in modules/alarms.
 */
export type Engine = {
  live: LiveHub;
  tokens: ResponseTokens;
  start(log: FastifyBaseLogger): Promise<void>;
  stop(): Promise<void>;
  /** What the send thread measured, when the outbox runs in one. */
  threadMetrics(): Promise<MetricObjectWithValues<MetricValue<string>>[]>;
};

/** What the channels need of modules (speech, push subscriptions) and how a missed heartbeat and a consequential trigger raise their alarms: app.ts hands it in. */
export type EngineDependencies = Pick<ChannelDependencies, "speech" | "push"> & {
  missedHeartbeat: MissedHeartbeatAlarm;
  followUp: FollowUpAlarm;
  missedCheckIn: MissedCheckInAlarm;
  /** The server's main file: given, and with PostgreSQL, the outbox runs in a thread started from it (engine/send-thread.ts). */
  sendThreadEntry?: string | undefined;
  /** The triggers' starts, whose claimed messages the outbox takes while it runs. */
  triggerStarts: TriggerStarts;
};

export function createEngine(
  config: Config,
  database: Database,
  { speech, push, missedHeartbeat, followUp, missedCheckIn, sendThreadEntry, triggerStarts }: EngineDependencies,
): Engine {
  const tokens = responseTokensOf(database.db);
  const live = new LiveHub(database);
  let worker: EngineWorker | null = null;
  let sendThread: SendThread | null = null;
  let closeChannels: () => Promise<void> = async () => undefined;

  /** The outbox job of this thread: without the send thread, or when it cannot run. */
  async function outboxJob(log: FastifyBaseLogger): Promise<OutboxJob> {
    const channels = await createChannels({ config, db: database.db, speech, push, receive: receiverOf(database.db), log });
    closeChannels = async () => {
      await Promise.all([...new Set(channels.values())].map((channel) => channel.close?.()));
    };
    const outbox = new Outbox(database.db, channels, config, tokens, log);
    const job = new OutboxJob(database.db, outbox, config.engine.concurrency, () => worker?.wake("outbox"));
    triggerStarts.sendTo({ ready: () => job.takesHandOffs(), take: (claimed) => job.take(claimedMessages(claimed)) });
    return job;
  }

  /** The outbox in the send thread when there is to be one and it starts; else in this thread. */
  async function outboxHere(log: FastifyBaseLogger): Promise<OutboxJob[]> {
    if (!sendThreadEntry || !config.engine.sendThread || database.kind !== "postgres") return [await outboxJob(log)];
    const sendHere = async () => worker?.add(await outboxJob(log));
    try {
      const thread = (sendThread = await SendThread.start(sendThreadEntry, log, () => void sendHere()));
      triggerStarts.sendTo({ ready: () => thread.ready, take: (claimed) => thread.send(claimed) });
      return [];
    } catch (error) {
      log.error({ err: error }, "the send thread could not start: sending from the main thread");
      sendThread = null;
      return [await outboxJob(log)];
    }
  }

  return {
    live,
    tokens,
    async start(log) {
      await live.start();
      if (!config.engine.enabled) return;
      const outboxJobs = await outboxHere(log);
      worker = new EngineWorker(database, log);
      await worker.start([
        new EscalationJob(database, log, config.timeZone),
        ...outboxJobs,
        new WebhookJob(database.db, new WebhookSender(outgoingRequests, config.publicUrl), log),
        new HeartbeatJob(database.db, missedHeartbeat, log),
        new FollowUpJob(database.db, followUp, log),
        new StatsRollupJob(database.db),
        new LoneWorkerJob(database.db, missedCheckIn, log),
        new AuditRetentionJob(database.db, config.auditRetentionDays),
        new FloodSummaryJob(database.db, config.timeZone),
      ]);
    },
    async stop() {
      triggerStarts.sendTo(null);
      const graceMs = config.shutdownGraceSeconds * 1000;
      await Promise.all([worker?.stop(graceMs), sendThread?.stop(graceMs)]);
      await closeChannels();
      await live.stop();
    },
    threadMetrics: async () => (sendThread ? sendThread.metrics() : []),
  };
}
