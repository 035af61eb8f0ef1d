import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the pre-listen player", () => {
  it("exist in every language for every key written in the player", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["prelisten"], moreThan: 6, languages: LANGUAGE_TAGS });
  });
});
