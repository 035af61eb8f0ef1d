import type { InstructionFile } from "@alarm/contract";
import { eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import { instructionFiles, organizations } from "../../db/schema/index.js";

/** The files matching `where` as the contract shows them, with their organization's name; ordered by `orderBy`. */
export async function selectInstructionFiles(db: Executor, where: SQL | undefined, orderBy: SQL[] = []): Promise<InstructionFile[]> {
  const rows = await db
    .select({
      id: instructionFiles.id,
      name: instructionFiles.name,
      path: instructionFiles.path,
      type: instructionFiles.type,
      size: instructionFiles.size,
      orgId: instructionFiles.orgId,
      orgName: organizations.name,
      uploadedAt: instructionFiles.uploadedAt,
    })
    .from(instructionFiles)
    .innerJoin(organizations, eq(organizations.id, instructionFiles.orgId))
    .where(where)
    .orderBy(...orderBy);
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}

/** The files of `ids` that exist, in that order (e.g. an alarm point's attachments). */
export async function instructionFilesByIds(db: Executor, ids: readonly number[]): Promise<InstructionFile[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await selectInstructionFiles(db, inArray(instructionFiles.id, [...ids]))).map((file) => [file.id, file]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
