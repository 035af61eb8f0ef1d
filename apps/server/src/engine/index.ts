import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { type ChannelDependencies, createChannels } from "../channels/index.js";
import type { Config } from "../config.js";
import { LiveHub } from "../core/live-hub.js";
import { sharedSetting } from "../core/shared-settings.js";
import type { Database } from "../db/database.js";
import { outgoingRequests } from "../net/outgoing-guard.js";
import { EscalationJob } from "./escalation/escalation-job.js";
import { HeartbeatJob, type MissedHeartbeatAlarm } from "./heartbeats/heartbeat-job.js";
import { Outbox } from "./outbox/outbox.js";
import { OutboxJob } from "./outbox/outbox-job.js";
import { ResponseTokens } from "./response-token.js";
import { EngineWorker } from "./worker.js";
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
};

/** What the channels need of modules (speech, push subscriptions) and how a missed heartbeat raises its alarm: app.ts hands it in. */
export type EngineDependencies = Pick<ChannelDependencies, "speech" | "push"> & { missedHeartbeat: MissedHeartbeatAlarm };

export function createEngine(config: Config, database: Database, { speech, push, missedHeartbeat }: EngineDependencies): Engine {
  let secret: Promise<string> | undefined;
  const tokens = new ResponseTokens(() => (secret ??= sharedSetting(database.db, "response-link-secret", () => randomBytes(32).toString("base64url"))));
  const live = new LiveHub(database);
  let worker: EngineWorker | null = null;
  let closeChannels: () => Promise<void> = async () => undefined;
  return {
    live,
    tokens,
    async start(log) {
      await live.start();
      if (!config.engine.enabled) return;
      const channels = await createChannels({ config, db: database.db, speech, push });
      closeChannels = async () => {
        await Promise.all([...new Set(channels.values())].map((channel) => channel.close?.()));
      };
      const outbox = new Outbox(database.db, channels, config, tokens, log);
      worker = new EngineWorker(database, log);
      await worker.start([
        new EscalationJob(database, log, config.timeZone),
        new OutboxJob(database.db, outbox, config.engine.concurrency, () => worker?.wake("outbox")),
        new WebhookJob(database.db, new WebhookSender(outgoingRequests, config.publicUrl), log),
        new HeartbeatJob(database.db, missedHeartbeat, log),
      ]);
    },
    async stop() {
      await worker?.stop(config.shutdownGraceSeconds * 1000);
      await closeChannels();
      await live.stop();
    },
  };
}
