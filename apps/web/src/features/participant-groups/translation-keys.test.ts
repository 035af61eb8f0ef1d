import { describe, it } from "vitest";
import { expectKeysOf, folderOf } from "../../i18n/expect-keys";

describe("translation keys of the participant groups screen", () => {
  it("exist for every key written anywhere in the feature, also outside t()", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["participantGroups", "common"], moreThan: 40, sections: ["participantGroups.toolbar"] });
  });
});
