import { DEVICE_TYPES, PARTICIPANT_LANGUAGES } from "@alarm/contract";
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

describe("translation keys of the participant selector", () => {
  it("exist for every key written in the selector", () => {
    const keys = new Set(sources(here).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/["'`](participantSelector\.[\w.]+\w)["'`]/g)].map((m) => m[1]!)));
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((key) => !has(key))).toEqual([]);
  });

  it("exist for the keys built from data: device types, row states, languages", () => {
    const built = [
      ...DEVICE_TYPES.map((type) => `participantSelector.deviceTypes.${type}`),
      ...["loading", "failed", "empty"].map((status) => `participantSelector.rowStatus.${status}`),
      ...PARTICIPANT_LANGUAGES.map((language) => `languages.${language}`),
    ];
    expect(built.filter((key) => !has(key))).toEqual([]);
  });
});
