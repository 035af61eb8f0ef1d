import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the in-console alarm notification", () => {
  it("exist in every language for every key written in the component", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["alarmNotification"], moreThan: 12, languages: LANGUAGE_TAGS });
  });
});
