import type webPush from "web-push";
import type { Config } from "../config.js";
import { consoleUserFor } from "../core/console-user.js";
import type { Db, Executor } from "../db/database.js";
import { OutgoingGuard, OutgoingRefused } from "../net/outgoing-guard.js";
import type { Channel, OutgoingMessage, SendResult } from "./channel.js";
import { ChannelError } from "./channel.js";
import type { ChannelDependencies } from "./index.js";
import { messageTexts } from "../participant-texts/message-texts.js";

/** What the console's service worker (`push-worker.js`) shows. */
export type PushPayload = {
  title: string;
  body: string;
  alarmId: number;
  /** The response page; a click on the notification opens it. */
  url: string;
  actions: { action: "accept" | "decline"; title: string; url: string }[];
};

/** Push services take about 4 kB of encrypted payload; the text is cut well below that. */
const MAX_BODY_CHARACTERS = 1000;

type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** A browser a console user subscribed, with its keys. */
export type PushBrowser = { id: number; endpoint: string; p256dh: string; auth: string };

/** What the channel needs of the subscribed browsers (the web-push module's): handed in, so channels import no module. */
export type PushBrowsers = {
  /** The server's VAPID identity. */
  vapidKeys(config: Config, db: Executor): Promise<VapidKeys>;
  browsersOfUser(db: Executor, userId: number): Promise<PushBrowser[]>;
  forgetSubscription(db: Executor, id: number): Promise<void>;
  /** Why an endpoint is not a push service's, or undefined. */
  pushServiceRefusal(endpoint: string, settings: Config["outgoing"]): string | undefined;
};

type Attempt = "SENT" | "GONE" | "RETRY" | "REFUSED";

type Delivery = { keys: VapidKeys; ttlSeconds: number; signal: AbortSignal; guard: OutgoingGuard; outgoing: Config["outgoing"]; push: PushBrowsers };

/**
 * Web Push (device type PUSH): the alarm goes to every browser in which the console user linked to
 * the participant (core/console-user.ts) has turned notifications on. Endpoints are posted to only
 * through the outgoing guard, and only when they are a push service's (push-endpoint.ts).
 */
export async function webPushChannel({ config, db, push }: Pick<ChannelDependencies, "config" | "db" | "push">): Promise<Channel> {
  const keys = await push.vapidKeys(config, db);
  // A notification is worth showing as long as its response link works.
  const ttlSeconds = config.engine.responseLinkTtlSeconds;
  const guard = new OutgoingGuard(config.outgoing);
  return {
    name: "web-push",
    deviceTypes: ["PUSH"],
    configured: true,
    async send(message, signal) {
      const link = await consoleUserFor(db, message.participant.id, message.alarmId);
      if ("refusal" in link) throw new ChannelError({ key: "NOT_PUSHED", params: { reason: link.refusal } }, true);
      const subscriptions = await push.browsersOfUser(db, link.user.id);
      if (subscriptions.length === 0) throw new ChannelError({ key: "NO_BROWSER_SUBSCRIBED" }, true);
      const payload = JSON.stringify(pushPayload(message));
      const delivery: Delivery = { keys, ttlSeconds, signal, guard, outgoing: config.outgoing, push };
      const attempts = await Promise.all(subscriptions.map((subscription) => deliver(db, subscription, payload, delivery)));
      return outcome(
        attempts.map((attempt) => attempt.result),
        attempts.map((attempt) => attempt.detail),
      );
    },
    async close() {
      guard.close();
    },
  };
}

export function pushPayload(message: OutgoingMessage): PushPayload {
  const words = messageTexts(message.participant.language);
  const body = message.body.length > MAX_BODY_CHARACTERS ? `${message.body.slice(0, MAX_BODY_CHARACTERS - 1)}…` : message.body;
  return {
    title: message.subject,
    body,
    alarmId: message.alarmId,
    url: message.links.respond,
    actions: [
      { action: "accept", title: words.accept, url: message.links.accept },
      { action: "decline", title: words.decline, url: message.links.decline },
    ],
  };
}

/**
 * One browser: encrypted and signed by web-push, posted with the send's deadline when its endpoint
 * is a push service's; the guard checks the addresses as it connects.
 */
async function deliver(db: Db, subscription: PushBrowser, payload: string, options: Delivery): Promise<{ result: Attempt; detail: string }> {
  const refusal = options.push.pushServiceRefusal(subscription.endpoint, options.outgoing);
  if (refusal) return refused(refusal);
  // Loaded with the first push (a server whose people have no browser subscribed never holds it),
  // outside the try: only the subscription's own fault forgets it.
  const { default: webPushLibrary } = await import("web-push");
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = webPushLibrary.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: options.keys,
        TTL: options.ttlSeconds,
        urgency: "high",
      },
    );
  } catch (error) {
    await options.push.forgetSubscription(db, subscription.id);
    return { result: "GONE", detail: `unusable subscription: ${(error as Error).message}` };
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  let status: number;
  try {
    ({ status } = await options.guard.post(request.endpoint, { headers, body: request.body ? new Uint8Array(request.body) : "", signal: options.signal }));
  } catch (error) {
    if (error instanceof OutgoingRefused) return refused(error.message);
    const detail = options.signal.aborted
      ? "the push service did not answer before the send deadline"
      : `push service unreachable: ${(error as Error).message}`;
    return { result: "RETRY", detail };
  }
  if (status >= 200 && status < 300) return { result: "SENT", detail: "" };
  if (status === 404 || status === 410) {
    await options.push.forgetSubscription(db, subscription.id);
    return { result: "GONE", detail: `the browser's subscription has ended (${status})` };
  }
  if (status === 429 || status >= 500) return { result: "RETRY", detail: `the push service answered ${status}` };
  return { result: "REFUSED", detail: `the push service refused the notification (${status})` };
}

const refused = (reason: string) => ({ result: "REFUSED" as const, detail: `the push endpoint is refused: ${reason}` });

/** Reached when one browser took it; retried while a browser may still take it later; failed otherwise. */
function outcome(results: Attempt[], details: string[]): SendResult {
  if (results.includes("SENT")) return { status: "SENT" };
  const reasons = [...new Set(details)].join("; ");
  if (results.includes("RETRY")) throw new ChannelError(reasons, false);
  if (results.every((result) => result === "GONE")) throw new ChannelError({ key: "NO_BROWSER_SUBSCRIBED_ANY_MORE", params: { reasons } }, true);
  throw new ChannelError(reasons, true);
}
