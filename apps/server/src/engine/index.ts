import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { createChannels } from "../channels/index.js";
import type { Config } from "../config.js";
import { sharedSetting } from "../core/shared-settings.js";
import type { Database } from "../db/database.js";
import type { SpeechService } from "../modules/speech/service.js";
import { pushBrowsers } from "../modules/web-push/push-browsers.js";
import { LiveHub } from "./live.js";
import { OperatorActions } from "./operator-actions.js";
import { Outbox } from "./outbox.js";
import { ResponseTokens } from "./response-token.js";
import { AlarmResponses } from "./responses.js";
import { AlarmTrigger } from "./trigger.js";
import { EngineWorker } from "./worker.js";

/** The engine's parts that routes use, and its loops. */
export type Engine = {
  live: LiveHub;
  responses: AlarmResponses;
  tokens: ResponseTokens;
  trigger: AlarmTrigger;
  operators: OperatorActions;
  start(log: FastifyBaseLogger): Promise<void>;
  stop(): Promise<void>;
};

export function createEngine(config: Config, database: Database, speech: SpeechService): Engine {
  let secret: Promise<string> | undefined;
  const tokens = new ResponseTokens(() => (secret ??= sharedSetting(database.db, "response-link-secret", () => randomBytes(32).toString("base64url"))));
  const live = new LiveHub(database);
  let worker: EngineWorker | null = null;
  let closeChannels: () => Promise<void> = async () => undefined;
  return {
    live,
    tokens,
    responses: new AlarmResponses(database.db),
    trigger: new AlarmTrigger(database.db),
    operators: new OperatorActions(database.db),
    async start(log) {
      await live.start();
      if (!config.engine.enabled) return;
      const channels = await createChannels({ config, db: database.db, speech, push: pushBrowsers });
      closeChannels = async () => {
        await Promise.all([...new Set(channels.values())].map((channel) => channel.close?.()));
      };
      worker = new EngineWorker(database, new Outbox(database.db, channels, config, tokens, log), config.engine.concurrency, log);
      await worker.start();
    },
    async stop() {
      await worker?.stop();
      await closeChannels();
      await live.stop();
    },
  };
}
