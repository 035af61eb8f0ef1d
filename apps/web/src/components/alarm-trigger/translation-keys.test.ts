import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the trigger outcome and delay", () => {
  it("exist in every language for every key written in the component", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["alarmTrigger"], moreThan: 15, languages: LANGUAGE_TAGS });
  });
});
