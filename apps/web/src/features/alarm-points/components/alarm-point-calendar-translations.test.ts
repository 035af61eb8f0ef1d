import { ALARM_POINT_CALENDAR_KINDS } from "@alarm/contract";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { folderOf, keysWrittenIn, LANGUAGE_TAGS, messageOf } from "../../../i18n/expect-keys";

const folder = folderOf(import.meta.url);
/** Keys the calendar tab builds from data. */
const DATA_KEYS = [
  ...ALARM_POINT_CALENDAR_KINDS.flatMap((kind) => [`alarmPointCalendar.kinds.${kind}`, `alarmPointCalendar.kindHints.${kind}`]),
  ...["replacementRequired", "replacementSelf", "replacementUnknown"].map((name) => `alarmPointCalendar.errors.${name}`),
  // The calendar editor reads these under its textKeys.
  ...["hint", "empty", "loadError", "newEntry", "legend", "inactive"].map((name) => `alarmPointCalendar.${name}`),
];

describe("translation keys of the alarm point calendar", () => {
  it("exist in every language for every key written in its files, also outside t()", () => {
    const ownFiles = readdirSync(folder).filter((name) => name.startsWith("alarm-point-calendar") && !name.endsWith(".test.ts"));
    expect(ownFiles.length).toBeGreaterThan(3);
    const written = keysWrittenIn(folder, ["alarmPointCalendar"]);
    const keys = [...new Set([...written, ...DATA_KEYS])];
    expect(keys.length).toBeGreaterThan(15);
    for (const tag of LANGUAGE_TAGS)
      expect(
        keys.filter((key) => typeof messageOf(tag, key) !== "string"),
        tag,
      ).toEqual([]);
  });

  it("is translated, not copied from English, in German and Czech", () => {
    for (const key of ["alarmPointCalendar.kinds.INACTIVE", "alarmPointCalendar.hint", "alarmPointCalendar.errors.replacementSelf"]) {
      for (const tag of ["de", "cs"] as const) expect(messageOf(tag, key)).not.toBe(messageOf("en", key));
    }
  });
});
