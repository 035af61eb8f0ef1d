import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the roles screen", () => {
  it("exist for every key written anywhere in the feature, also outside t()", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["roles", "common", "menu"], moreThan: 35, sections: ["roles.toolbar"] });
  });

  it("of the role number exist in every language", () => {
    const keys = [
      "roles.roleNumber",
      "roles.roleNumberHint",
      "roles.roleNumberOption",
      ...["none", "shortcuts", "lastAlarms", "figures", "resources"].map((key) => `roles.roleNumberPresets.${key}`),
    ];
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["roles.roleNumber"], moreThan: 3, extraKeys: keys, languages: LANGUAGE_TAGS });
  });
});
