import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the shared alarm filters", () => {
  it("exist in every language for every key written in the components", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["alarmTable", "common"], moreThan: 10, languages: LANGUAGE_TAGS });
  });
});
