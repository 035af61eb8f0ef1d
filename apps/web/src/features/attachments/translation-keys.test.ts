import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the attachments screen", () => {
  it("exist in every language for every key written anywhere in the feature, also outside t()", () => {
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["attachments", "common"],
      moreThan: 40,
      languages: LANGUAGE_TAGS,
      extraKeys: ["INVALID_FILE_NAME", "UNSUPPORTED_FILE_TYPE", "FILE_TOO_LARGE", "NO_FILE", "CONFLICT"].map((problem) => `attachments.problems.${problem}`),
    });
  });
});
