import { eq } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { serverSettings } from "../db/schema/index.js";

/** Returns the shared setting, creating it with `create()` if no instance has yet (the first instance's stays). */
export async function sharedSetting(db: Executor, key: string, create: () => string | Promise<string>) {
  const stored = async () => (await db.select().from(serverSettings).where(eq(serverSettings.key, key)))[0]?.value;
  const found = await stored();
  if (found !== undefined) return found;
  await db
    .insert(serverSettings)
    .values({ key, value: await create() })
    .onConflictDoNothing();
  return (await stored())!;
}
