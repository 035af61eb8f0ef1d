import { describe, it } from "vitest";
import { expectKeysOf, folderOf } from "../../i18n/expect-keys";

describe("translation keys of the alarm templates screen", () => {
  it("exist for every key written anywhere in the feature, in every language", () => {
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["alarmTemplates", "common"],
      moreThan: 35,
      sections: ["alarmTemplates.toolbar"],
      // The organization field (ObjectOrganizationField) builds these from the section.
      extraKeys: [
        "alarmTemplates.editor.organization",
        ...["move", "hint", "pickerHeader", "movedTitle", "moved"].map((name) => `alarmTemplates.organization.${name}`),
        "alarmTemplates.toolbar.search",
        "alarmTemplates.toolbar.searchPlaceholder",
        "alarmTemplates.toolbar.includeSubOrganizations",
        "alarmTemplates.toolbar.new",
        "alarmTemplates.toolbar.edit",
      ],
      languages: ["en", "de", "cs", "fr", "it"],
    });
  });
});
