import { eq } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { serverSettings } from "../db/schema/index.js";

/** Returns the shared setting, creating it with `create()` if no instance has yet. */
export async function sharedSetting(db: Executor, key: string, create: () => string) {
  await db.insert(serverSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, key));
  return row!.value;
}
