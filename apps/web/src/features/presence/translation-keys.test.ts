import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the check-in/check-out screen", () => {
  it("exist in every language for every key written in the feature", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["presence", "menu", "common"], moreThan: 25, languages: LANGUAGE_TAGS });
  });
});
