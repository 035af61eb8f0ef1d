import { describe, it } from "vitest";
import { expectKeysOf, folderOf } from "../../i18n/expect-keys";

describe("translation keys of the text templates screen", () => {
  it("exist for every key written anywhere in the feature, in every language", () => {
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["textTemplates", "common"],
      moreThan: 50,
      sections: ["textTemplates.toolbar"],
      extraKeys: [
        "textTemplates.toolbar.search",
        "textTemplates.toolbar.searchPlaceholder",
        "textTemplates.toolbar.includeSubOrganizations",
        "textTemplates.toolbar.new",
        "textTemplates.toolbar.edit",
        "textTemplates.toolbar.columns",
        "textTemplates.toolbar.columnsSelected",
        "languages.ENGLISH",
        "languages.GERMAN",
        "languages.CZECH",
      ],
      languages: ["en", "de", "cs", "fr", "it"],
    });
  });
});
