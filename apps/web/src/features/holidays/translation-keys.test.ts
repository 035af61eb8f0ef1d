import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = fileURLToPath(new URL(".", import.meta.url));
const en: unknown = JSON.parse(readFileSync(join(here, "..", "..", "i18n", "en.json"), "utf8"));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

describe("translation keys of the holidays screen", () => {
  it("exist for every key written anywhere in the feature, also outside t()", () => {
    const keys = new Set(sources(here).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/["'`]((?:holidays|common)\.[\w.]+)["'`]/g)].map((m) => m[1]!)));
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((key) => !has(key))).toEqual([]);
  });
});
