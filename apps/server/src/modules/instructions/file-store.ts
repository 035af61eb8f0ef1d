import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { notFound } from "../../core/errors.js";

/** Files on their way in or out live here until their transaction is decided; organization folders are numeric. */
const STAGING = ".staging";

/**
 * The instructions directory: one folder per organization id holding the files by name. Every
 * location is derived from a stored row and checked to lie inside the directory.
 */
export class InstructionStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Where the file `name` of organization `orgId` lives; refuses anything that would leave the directory. */
  locationOf(orgId: number, name: string): string {
    const location = resolve(this.root, String(orgId), name);
    if (!location.startsWith(this.root + sep) || dirname(location) !== join(this.root, String(orgId))) throw notFound("Instruction file");
    return location;
  }

  /** A fresh name in the staging folder of the directory (same file system, so renames are atomic). */
  async stagingLocation(): Promise<string> {
    const folder = join(this.root, STAGING);
    await mkdir(folder, { recursive: true });
    return join(folder, randomUUID());
  }

  /** Writes `content` to a staging file; answers its location and size. */
  async stage(content: Readable): Promise<{ location: string; size: number }> {
    const location = await this.stagingLocation();
    try {
      await pipeline(content, createWriteStream(location, { flags: "wx" }));
      return { location, size: (await stat(location)).size };
    } catch (error) {
      await discard(location);
      throw error;
    }
  }
}

export const discard = (location: string) => rm(location, { force: true });

export const exists = (location: string) =>
  stat(location).then(
    () => true,
    () => false,
  );

/**
 * The renames done for one database transaction: undone in reverse order when the transaction
 * fails, so the directory and the table never disagree after a refused request.
 */
export class RenameJournal {
  private readonly done: { from: string; to: string }[] = [];

  async rename(from: string, to: string) {
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
    this.done.push({ from, to });
  }

  /** Renames when the source exists; a row whose file went missing is still moved or deleted. */
  async renameIfPresent(from: string, to: string) {
    if (await exists(from)) await this.rename(from, to);
  }

  async undo() {
    for (const { from, to } of this.done.reverse()) await rename(to, from).catch(() => undefined);
    this.done.length = 0;
  }
}
