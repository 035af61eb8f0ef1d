import { z } from "zod";

/** GET /push/public-key: the VAPID key a browser subscribes with (`applicationServerKey`). */
export const pushPublicKey = z.object({ publicKey: z.string().describe("VAPID public key, base64url") }).meta({ id: "PushPublicKey" });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

const endpoint = z.url({ protocol: /^https$/, error: "must be an https:// address of a push service" }).max(2000);

/** POST /push/subscriptions: a browser's `PushSubscription.toJSON()`; the caller's alarms reach that browser. */
/** A browser's PushSubscription as its toJSON() writes it; loose, since browsers add fields of their own (expirationTime, …). */
export const pushSubscription = z
  .looseObject({
    endpoint,
    keys: z.object({
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret, both base64url.
      p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, "must be a base64url P-256 public key"),
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "must be a base64url 16-byte secret"),
    }),
  })
  .meta({ id: "PushSubscription" });
export type PushSubscriptionInput = z.infer<typeof pushSubscription>;

/** DELETE /push/subscriptions: forget one of the caller's browsers. */
export const pushUnsubscription = z.object({ endpoint: z.string().min(1).max(2000) }).meta({ id: "PushUnsubscription" });
export type PushUnsubscription = z.infer<typeof pushUnsubscription>;

/** GET /push/subscriptions: the caller's subscribed browsers. */
export const pushSubscriptionList = z
  .object({ list: z.array(z.object({ endpoint: z.string(), createdAt: z.string().describe("ISO timestamp of the latest subscribe") })) })
  .meta({ id: "PushSubscriptionList" });
export type PushSubscriptionList = z.infer<typeof pushSubscriptionList>;
