import { type InstructionFile, type InstructionFileGroup, instructionFileNameProblem, instructionFileType } from "@alarm/contract";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import { notFound, tightlyUsed } from "../../core/errors.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../core/organization-scope.js";
import { type Use, usedBy } from "../../core/used-by.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { alarmPointInstructionFiles, alarmPoints, alarmTemplates, instructionFiles } from "../../db/schema/index.js";
import { usableInOrganization } from "../../core/reference-scope.js";
import { assertNoSidewaysReference } from "../organizations/sideways-references.js";
import { contentTypeOf } from "./content-types.js";
import { composedName, disguiseIn } from "./file-names.js";
import { instructionFilesByIds, selectInstructionFiles } from "./file-rows.js";
import { discard, exists, InstructionStore, RenameJournal } from "./file-store.js";
import { disguisedName, duplicateName, refusalFor } from "./upload-refusals.js";
import { containsPattern } from "../../core/text-search.js";

/** One file part of an upload request, read once. */
export type IncomingFile = {
  name: string;
  content: Readable;
  /** True when the content was cut at the size limit. */
  truncated(): boolean;
};

type Staged = { name: string; type: string; size: number; location: string };
type FileRow = typeof instructionFiles.$inferSelect;

/**
 * Instruction files (attachments): rows in instruction_files, bytes in the instructions directory
 * at "<orgId>/<name>". Every change keeps both in step: disk renames happen inside the database
 * transaction and are undone when it fails.
 */
export class InstructionFileService {
  private readonly store: InstructionStore;

  constructor(
    readonly db: Db,
    readonly config: Config,
  ) {
    this.store = new InstructionStore(config.instructionsDir);
  }

  get maxFileBytes() {
    return this.config.instructionFileMaxBytes;
  }

  /**
   * The files of `orgId` (default: the caller's) and its sub-organizations, grouped by organization
   * in tree order; with `usableInOrgId`, instead those of that organization and the ones above it.
   */
  async list(principal: Principal, query: { filter?: string; orgId?: number; usableInOrgId?: number }): Promise<InstructionFileGroup[]> {
    const orgId = query.usableInOrgId ?? query.orgId ?? principal.orgId;
    if (!(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
    const filter = query.filter && composedName(query.filter).trim();
    const inScope =
      query.usableInOrgId === undefined
        ? inOrganizationSubtree(instructionFiles.orgId, orgId)
        : usableInOrganization(instructionFiles.orgId, { orgId, callerOrgId: principal.orgId });
    const files = await selectInstructionFiles(this.db, and(inScope, filter ? ilike(instructionFiles.name, containsPattern(filter)) : undefined), [
      sql`org_path(${instructionFiles.orgId})`,
      asc(instructionFiles.orgId),
      asc(instructionFiles.name),
    ]);
    const groups: InstructionFileGroup[] = [];
    for (const file of files) {
      const last = groups.at(-1);
      if (last?.orgId === file.orgId) last.files.push(file);
      else groups.push({ orgId: file.orgId, orgName: file.orgName, files: [file] });
    }
    return groups;
  }

  /**
   * Stores the uploaded files in `orgId`: all of them or, when one is refused, none. Each part is
   * streamed to a staging file first, so nothing is held in memory and a refusal leaves nothing.
   */
  async upload(principal: Principal, orgId: number, files: AsyncIterable<IncomingFile>, replace: boolean): Promise<InstructionFile[]> {
    if (!(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
    const staged: Staged[] = [];
    try {
      for await (const file of files) staged.push(await this.receive(file, staged));
      if (staged.length === 0) throw refusalFor("NO_FILE", "", this.maxFileBytes);
      const ids = await this.place(orgId, staged, replace);
      return await instructionFilesByIds(this.db, ids);
    } finally {
      await Promise.all(staged.map((file) => discard(file.location)));
    }
  }

  /** Where a caller may read the file at `path` from, with its name and media type. */
  async download(principal: Principal, path: string) {
    const row = await this.visibleRow(this.db, principal, undisguised(path, "path"));
    const location = this.store.locationOf(row.orgId, row.name);
    const size = await stat(location).then(
      (found) => found.size,
      () => null,
    );
    if (size === null) throw notFound("Instruction file");
    return { name: row.name, contentType: row.contentType, size, content: createReadStream(location) };
  }

  /** Moves the files to organization `orgId`: the rows' paths and the bytes on disk; a name taken there refuses all. */
  async move(principal: Principal, paths: string[], orgId: number) {
    const journal = new RenameJournal();
    try {
      await this.db.transaction(async (tx) => {
        const rows = await this.visibleRows(
          tx,
          principal,
          paths.map((path) => undisguised(path, "paths")),
        );
        if (!(await isWithinOrganization(tx, principal.orgId, orgId))) throw notFound("Organization");
        const moving = rows.filter((row) => row.orgId !== orgId);
        await this.assertNamesFree(
          tx,
          orgId,
          moving.map((row) => row.name),
        );
        for (const row of moving) {
          await tx
            .update(instructionFiles)
            .set({ orgId, path: `${orgId}/${row.name}` })
            .where(eq(instructionFiles.id, row.id));
          const target = this.store.locationOf(orgId, row.name);
          // A stray file without a row is not overwritten either.
          if (await exists(target)) throw duplicateName(row.name);
          await journal.renameIfPresent(this.store.locationOf(row.orgId, row.name), target);
        }
        // An alarm point or template of the old organization may name a file that would now sit beside it.
        if (moving.length > 0) await assertNoSidewaysReference(tx, { type: "INSTRUCTION_FILE", ids: moving.map((row) => row.id) });
      });
    } catch (error) {
      await journal.undo();
      throw error;
    }
  }

  /** Deletes the files; one attached to an alarm point (also a deleted one) or an alarm template refuses all. */
  async remove(principal: Principal, paths: string[]) {
    const journal = new RenameJournal();
    const trash: string[] = [];
    try {
      await this.db.transaction(async (tx) => {
        const rows = await this.visibleRows(
          tx,
          principal,
          paths.map((path) => undisguised(path, "paths")),
        );
        const ids = rows.map((row) => row.id);
        const usedId = await firstAttached(tx, ids);
        if (usedId !== undefined) throw tightlyUsed(rows.find((row) => row.id === usedId)!.name, await usedBy(tx, usesOf(usedId), principal.orgId));
        await tx.delete(instructionFiles).where(inArray(instructionFiles.id, ids));
        for (const row of rows) {
          const bin = await this.store.stagingLocation();
          trash.push(bin);
          await journal.renameIfPresent(this.store.locationOf(row.orgId, row.name), bin);
        }
      });
    } catch (error) {
      await journal.undo();
      throw error;
    } finally {
      await Promise.all(trash.map(discard));
    }
  }

  private async receive(file: IncomingFile, earlier: Staged[]): Promise<Staged> {
    const name = undisguised(file.name, "file");
    const problem = instructionFileNameProblem(name);
    if (problem) throw refusalFor(problem, name, this.maxFileBytes);
    if (earlier.some((other) => other.name === name)) throw duplicateName(name);
    const { location, size } = await this.store.stage(file.content);
    const staged = { name, type: instructionFileType(name), size, location };
    if (file.truncated()) {
      await discard(location);
      throw refusalFor("FILE_TOO_LARGE", name, this.maxFileBytes);
    }
    return staged;
  }

  /** Inserts (or with `replace` updates) the rows and renames the staged files into place, in one transaction. */
  private async place(orgId: number, staged: Staged[], replace: boolean): Promise<number[]> {
    const journal = new RenameJournal();
    const replaced: string[] = [];
    try {
      return await this.db.transaction(async (tx) => {
        if (!replace)
          await this.assertNamesFree(
            tx,
            orgId,
            staged.map((file) => file.name),
          );
        const ids: number[] = [];
        for (const file of staged) {
          const path = `${orgId}/${file.name}`;
          const values = { orgId, name: file.name, path, type: file.type, size: file.size, contentType: contentTypeOf(file.type), uploadedAt: new Date() };
          const insert = tx.insert(instructionFiles).values(values);
          const written = replace
            ? insert.onConflictDoUpdate({ target: instructionFiles.path, set: values })
            : insert.onConflictDoNothing({ target: instructionFiles.path });
          const [row] = await written.returning({ id: instructionFiles.id });
          // No row: a file of that name arrived meanwhile and replacing was not asked for.
          if (!row) throw duplicateName(file.name);
          ids.push(row.id);
          const location = this.store.locationOf(orgId, file.name);
          if (await exists(location)) {
            const bin = await this.store.stagingLocation();
            replaced.push(bin);
            await journal.rename(location, bin);
          }
          await journal.rename(file.location, location);
        }
        return ids;
      });
    } catch (error) {
      await journal.undo();
      throw error;
    } finally {
      await Promise.all(replaced.map(discard));
    }
  }

  private async assertNamesFree(db: Executor, orgId: number, names: string[]) {
    if (names.length === 0) return;
    const [taken] = await db
      .select({ name: instructionFiles.name })
      .from(instructionFiles)
      .where(and(eq(instructionFiles.orgId, orgId), inArray(instructionFiles.name, names)))
      .limit(1);
    if (taken) throw duplicateName(taken.name);
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    if (twice) throw duplicateName(twice);
  }

  private async visibleRow(db: Executor, principal: Principal, path: string): Promise<FileRow> {
    return (await this.visibleRows(db, principal, [path]))[0]!;
  }

  /** The rows at `paths`, looked up by their stored path; any missing or outside the caller's scope is not found. */
  private async visibleRows(db: Executor, principal: Principal, paths: string[]): Promise<FileRow[]> {
    const wanted = [...new Set(paths)];
    const rows = await db
      .select()
      .from(instructionFiles)
      .where(and(inArray(instructionFiles.path, wanted), inOrganizationSubtree(instructionFiles.orgId, principal.orgId)));
    if (rows.length !== wanted.length) throw notFound("Instruction file");
    return rows;
  }
}

/** A file name or path as names are stored (composed); one holding a character that disguises it is refused. */
function undisguised(nameOrPath: string, field: string): string {
  const composed = composedName(nameOrPath);
  const disguise = disguiseIn(composed);
  if (disguise) throw disguisedName(composed, disguise, field);
  return composed;
}

/** What uses the file: the alarm points it is attached to and the alarm templates that name it. */
const usesOf = (fileId: number): Use[] => [
  {
    type: "ALARMPOINT",
    select: sql`select ${alarmPoints.name}, ${alarmPoints.orgId} from ${alarmPointInstructionFiles}
                join ${alarmPoints} on ${eq(alarmPoints.id, alarmPointInstructionFiles.alarmPointId)} where ${eq(alarmPointInstructionFiles.fileId, fileId)}`,
  },
  {
    type: "ALARM_TEMPLATE",
    select: sql`select ${alarmTemplates.name}, ${alarmTemplates.orgId} from ${alarmTemplates}
                where exists(select 1 from jsonb_array_elements(coalesce(${alarmTemplates.definition} -> 'instructionFileIds', '[]'::jsonb)) named(file_id)
                             where (named.file_id)::int = ${fileId})`,
  },
];

/** One of the files an alarm point or an alarm template (which keeps file ids in its definition) still names. */
async function firstAttached(db: Executor, ids: number[]): Promise<number | undefined> {
  if (ids.length === 0) return undefined;
  const [byPoint] = await db
    .select({ fileId: alarmPointInstructionFiles.fileId })
    .from(alarmPointInstructionFiles)
    .where(inArray(alarmPointInstructionFiles.fileId, ids))
    .limit(1);
  if (byPoint) return byPoint.fileId;
  const [byTemplate] = await queryRows<{ fileId: number }>(
    db,
    sql`select ${instructionFiles.id} as "fileId" from alarm_templates t
        cross join jsonb_array_elements(coalesce(t.definition -> 'instructionFileIds', '[]'::jsonb)) named(file_id)
        join ${instructionFiles} on ${instructionFiles.id} = (named.file_id)::int
        where ${inArray(instructionFiles.id, ids)} limit 1`,
  );
  return byTemplate?.fileId;
}
