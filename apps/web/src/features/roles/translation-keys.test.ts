import { describe, it } from "vitest";
import { expectKeysOf, folderOf } from "../../i18n/expect-keys";

describe("translation keys of the roles screen", () => {
  it("exist for every key written anywhere in the feature, also outside t()", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["roles", "common", "menu"], moreThan: 35, sections: ["roles.toolbar"] });
  });
});
