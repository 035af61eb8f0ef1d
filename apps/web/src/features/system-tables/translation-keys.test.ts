import { SYSTEM_TABLE_COLUMN_TYPES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS, messageOf } from "../../i18n/expect-keys";

describe("translation keys of the system tables screen", () => {
  it("exist in every language for every key written in the feature and every column type", () => {
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["systemTables", "menu", "common"],
      moreThan: 25,
      extraKeys: SYSTEM_TABLE_COLUMN_TYPES.map((type) => `systemTables.types.${type}`),
      languages: LANGUAGE_TAGS,
    });
  });

  it("is translated, not copied from English", () => {
    for (const key of ["systemTables.intro", "systemTables.picker.placeholder", "systemTables.table.noMatch", "systemTables.types.NUMBER"]) {
      for (const tag of ["de", "cs", "fr", "it"] as const) expect(messageOf(tag, key), `${tag}: ${key}`).not.toBe(messageOf("en", key));
    }
  });
});
