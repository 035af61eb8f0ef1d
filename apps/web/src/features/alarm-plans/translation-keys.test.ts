import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the alarm plans screen", () => {
  it("exist for every key written anywhere in the feature, also outside t()", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["alarmPlans", "common"], moreThan: 80, sections: ["alarmPlans.toolbar"], languages: LANGUAGE_TAGS });
  });
});
