import type { Config } from "../../config.js";
import { sharedSetting } from "../../core/shared-settings.js";
import type { Executor } from "../../db/database.js";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const generated = new WeakMap<Executor, Promise<{ publicKey: string; privateKey: string }>>();

/**
 * The server's VAPID identity: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or else a pair generated
 * once and kept in the database, so every instance signs with the same key and browsers stay subscribed.
 */
export async function vapidKeys(config: Config, db: Executor): Promise<VapidKeys> {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all");
  let pair = generated.get(db);
  if (!pair) {
    // web-push is loaded only to make the pair, once: the keys are read back from the database after.
    pair = sharedSetting(db, "vapid-keys", async () => JSON.stringify((await import("web-push")).default.generateVAPIDKeys())).then(
      (stored) => JSON.parse(stored) as { publicKey: string; privateKey: string },
      (error: unknown) => {
        generated.delete(db);
        throw error;
      },
    );
    generated.set(db, pair);
  }
  return { ...(await pair), subject };
}
