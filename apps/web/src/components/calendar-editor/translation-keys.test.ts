import { END_TYPES, MONTH_SUB_TYPES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS, messageOf } from "../../i18n/expect-keys";
import { EVENT_REPEAT_TYPES } from "./timing-form-model";

/** Keys the editor builds from data: every value of each list needs its text. */
const DATA_KEYS = [
  ...EVENT_REPEAT_TYPES.flatMap((type) => [`calendarEditor.repeatTypes.${type}`, `calendarEditor.everyUnits.${type}`]),
  ...END_TYPES.map((type) => `calendarEditor.endTypes.${type}`),
  ...MONTH_SUB_TYPES.map((type) => `calendarEditor.monthSubTypes.${type}`),
  ...[1, 2, 3, 4, 5].map((n) => `calendarEditor.ordinals.${n}`),
  ...[
    "tooLong",
    "dateRequired",
    "timeRequired",
    "endDateBeforeStart",
    "endBeforeStart",
    "endSameAsStart",
    "repeatEvery",
    "markedDays",
    "count",
    "untilBeforeStart",
  ].map((name) => `calendarEditor.errors.${name}`),
];

describe("translation keys of the calendar editor", () => {
  it("exist in every language for every key written in the editor, also outside t()", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["calendarEditor", "common"], moreThan: 30, extraKeys: DATA_KEYS, languages: LANGUAGE_TAGS });
  });

  it("is translated, not copied from English, in German and Czech", () => {
    for (const key of ["calendarEditor.when", "calendarEditor.repeatTypes.WEEKLY", "calendarEditor.errors.endBeforeStart"]) {
      for (const tag of ["de", "cs"] as const) expect(messageOf(tag, key)).not.toBe(messageOf("en", key));
    }
  });
});
