import { CALENDAR_EVENT_KINDS, DEVICE_TYPES, END_TYPES, MONTH_SUB_TYPES } from "@alarm/contract";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EVENT_REPEAT_TYPES } from "./components/event-form-model";

const here = fileURLToPath(new URL(".", import.meta.url));
const TAGS = ["en", "de", "cs", "fr", "it"] as const;
const messages = Object.fromEntries(TAGS.map((tag) => [tag, JSON.parse(readFileSync(join(here, "..", "..", "i18n", `${tag}.json`), "utf8")) as unknown]));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

function text(tag: (typeof TAGS)[number], key: string): unknown {
  let node: unknown = messages[tag];
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Keys the screens build from data: every value of each list needs its text. */
const DATA_KEYS = [
  ...DEVICE_TYPES.map((type) => `participants.deviceTypes.${type}`),
  ...["INVALID_PHONE", "INVALID_EMAIL", "INVALID_URL", "REQUIRED", "TOO_LONG"].map((problem) => `participants.devices.problems.${problem}`),
  ...CALENDAR_EVENT_KINDS.flatMap((kind) => [`participants.event.kinds.${kind}`, `participants.event.kindHints.${kind}`]),
  ...EVENT_REPEAT_TYPES.flatMap((type) => [`participants.event.repeatTypes.${type}`, `participants.event.everyUnits.${type}`]),
  ...END_TYPES.map((type) => `participants.event.endTypes.${type}`),
  ...MONTH_SUB_TYPES.map((type) => `participants.event.monthSubTypes.${type}`),
  ...[1, 2, 3, 4, 5].map((n) => `participants.event.ordinals.${n}`),
  ...["tooLong", "deviceTypeRequired", "replacementRequired", "replacementSelf", "replacementUnknown", "acknowledgeTime", "dateRequired", "timeRequired", "endDateBeforeStart", "endBeforeStart", "endSameAsStart", "repeatEvery", "markedDays", "count", "untilBeforeStart"].map(
    (name) => `participants.event.errors.${name}`,
  ),
  "participants.errors.nameRequired",
  "participants.errors.surnameRequired",
];

describe("translation keys of the participants screens", () => {
  it("exist in every language for every key written in the feature, also outside t()", () => {
    const written = sources(here).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/["'`]((?:participants|common|passwordProblems|primereact)\.[\w.]+)["'`]/g)].map((m) => m[1]!),
    );
    const keys = [...new Set([...written, ...DATA_KEYS])];
    expect(keys.length).toBeGreaterThan(150);
    for (const tag of TAGS) expect(keys.filter((key) => typeof text(tag, key) !== "string"), tag).toEqual([]);
  });

  it("has the error catalogue's text for a failed load", () => {
    expect(text("en", "participants.loadFailed")).toBe("Unable to get participants");
  });

  it("is translated, not copied from English, in German and Czech", () => {
    for (const key of ["participants.title", "participants.editor.tabs.schedule", "participants.event.kinds.ABSENT", "participants.devices.title"]) {
      expect(text("de", key)).not.toBe(text("en", key));
      expect(text("cs", key)).not.toBe(text("en", key));
    }
  });
});
