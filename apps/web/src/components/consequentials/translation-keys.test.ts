import { CONSEQUENTIAL_TRIGGER_TYPES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

/** The trigger types' names, built from the contract's types at run time. */
const BUILT_KEYS = CONSEQUENTIAL_TRIGGER_TYPES.map((type) => `phrases.${type}`);

describe("translation keys of the consequential triggers tab", () => {
  it("exist in every language for every key written in the widgets and built from the contract", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["consequentials", "common"], moreThan: 25, extraKeys: BUILT_KEYS, languages: LANGUAGE_TAGS });
  });
});
