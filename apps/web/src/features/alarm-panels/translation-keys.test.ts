import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the alarm panels", () => {
  it("exist in every language for every key written in the feature", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["alarmPanels", "common"], moreThan: 20, languages: LANGUAGE_TAGS });
  });
});
