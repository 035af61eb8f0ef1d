import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import type { Engine } from "../engine/index.js";
import type { SpeechService } from "../modules/speech/service.js";

/** What the alarm monitor's and the channels' routes are built from. */
export type RouteDependencies = { config: Config; database: Database; engine: Engine; speech: SpeechService };
