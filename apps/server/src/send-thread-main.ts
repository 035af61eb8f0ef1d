/**
 * The send thread's own entry (engine/send-thread.ts): the outbox and its channels without the
 * HTTP server, so the thread loads and keeps only what sending needs. main.ts starts it.
 */
import { runSendThread } from "./engine/send-thread.js";
import { SpeechService } from "./modules/speech/service.js";
import { pushBrowsers } from "./modules/web-push/push-browsers.js";

void runSendThread((config, db) => ({ speech: new SpeechService(config, db), push: pushBrowsers }));
