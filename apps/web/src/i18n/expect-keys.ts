import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

/** The console's languages; en is the reference. */
export const LANGUAGE_TAGS = ["en", "de", "cs", "fr", "it"] as const;
export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

const i18nDir = fileURLToPath(new URL(".", import.meta.url));
const catalogues = new Map<LanguageTag, unknown>();

function catalogue(tag: LanguageTag): unknown {
  if (!catalogues.has(tag)) catalogues.set(tag, JSON.parse(readFileSync(join(i18nDir, `${tag}.json`), "utf8")));
  return catalogues.get(tag);
}

/** The message under a dotted key in one language (undefined when missing; an object for a section); a plural key by its `_other` form. */
export function messageOf(tag: LanguageTag, key: string): unknown {
  return messageAt(tag, key) ?? messageAt(tag, `${key}_other`);
}

function messageAt(tag: LanguageTag, key: string): unknown {
  let node: unknown = catalogue(tag);
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The folder of a test file, from its `import.meta.url`. */
export function folderOf(url: string): string {
  return fileURLToPath(new URL(".", url));
}

/** Every key with one of the prefixes written in quotes in the folder's sources (tests excluded), also outside t(). */
export function keysWrittenIn(folder: string, prefixes: readonly string[]): string[] {
  const pattern = new RegExp(`["'\`]((?:${prefixes.join("|")})\\.[\\w.]+)["'\`]`, "g");
  return [...new Set(sources(folder).flatMap((file) => [...readFileSync(file, "utf8").matchAll(pattern)].map((m) => m[1]!)))];
}

export interface ExpectKeysOptions {
  /** The key prefixes to look for, e.g. ["users", "common"]. */
  prefixes: readonly string[];
  /** The written keys must be more than this many (a guard against a broken pattern). */
  moreThan: number;
  /** Keys built from data at run time, checked along with the written ones. */
  extraKeys?: readonly string[];
  /** Languages that must have every key; en unless told. */
  languages?: readonly LanguageTag[];
  /**
   * Written keys that name a section rather than a text: the prefix handed to a shared component
   * (e.g. `users.toolbar` for the object list toolbar), whose own test checks the texts under it.
   */
  sections?: readonly string[];
}

/** Expects every key written in `folder` (and every extra key) to have a text in each language. */
export function expectKeysOf(folder: string, { prefixes, moreThan, extraKeys = [], languages = ["en"], sections = [] }: ExpectKeysOptions): void {
  const written = keysWrittenIn(folder, prefixes).filter((key) => !sections.includes(key) || typeof messageOf("en", key) !== "object");
  const keys = [...new Set([...written, ...extraKeys])];
  expect(keys.length).toBeGreaterThan(moreThan);
  for (const tag of languages)
    expect(
      keys.filter((key) => typeof messageOf(tag, key) !== "string"),
      tag,
    ).toEqual([]);
}
