import { ACKNOWLEDGE_MODES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

const TOOLBAR = ["search", "searchPlaceholder", "includeSubOrganizations", "new", "edit", "delete", "columns", "columnsSelected"];
/** Keys the shared editor panel and organization field build from the section. */
const SECTION_KEYS = [
  ...["title", "newTitle", "editTitle", "notFound", "notFoundText", "loadError", "organization"].map((name) => `alarmPoints.editor.${name}`),
  ...["move", "hint", "pickerHeader", "movedTitle", "moved"].map((name) => `alarmPoints.organization.${name}`),
];

describe("translation keys of the alarm points screens", () => {
  it("exist in every language for every key written in the feature and the toolbar's texts", () => {
    const extraKeys = [
      ...TOOLBAR.map((name) => `alarmPoints.toolbar.${name}`),
      ...SECTION_KEYS,
      ...ACKNOWLEDGE_MODES.map((mode) => `alarmDefinition.acknowledgeModes.${mode}`),
    ];
    // The calendar tab's own files have their own test and section.
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["alarmPoints", "alarmDefinition", "common"],
      moreThan: 60,
      extraKeys,
      languages: LANGUAGE_TAGS,
      sections: ["alarmPoints.toolbar"],
    });
  });
});
