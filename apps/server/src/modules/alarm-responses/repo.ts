import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import { alarms, instructionFiles } from "../../db/schema/index.js";

/** The instruction file `fileId` when the alarm carries it, or undefined. */
export async function instructionFileOfAlarm(db: Executor, alarmId: number, fileId: number) {
  const [row] = await db
    .select({ orgId: instructionFiles.orgId, name: instructionFiles.name, contentType: instructionFiles.contentType })
    .from(instructionFiles)
    .innerJoin(alarms, eq(alarms.id, alarmId))
    .where(and(eq(instructionFiles.id, fileId), sql`${alarms.instructionFileIds} @> ${JSON.stringify([fileId])}::jsonb`));
  return row;
}
