import { GROUPING_FIELDS } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the grouping rules screen", () => {
  it("exist for every key written anywhere in the feature, and every key built from data, in every language", () => {
    const extraKeys = [
      ...GROUPING_FIELDS.flatMap((field) => [`groupingRules.fields.${field}`, `groupingRules.fieldHints.${field}`]),
      // A part's label or pattern input (group-by-fields.tsx).
      ...["label", "labelHint", "pattern", "patternHint"].map((name) => `groupingRules.groupBy.${name}`),
      // model/rule-form.ts names its messages.
      ...[
        "nameRequired",
        "organizationRequired",
        "tooLong",
        "tooMany",
        "labelRequired",
        "patternRequired",
        "invalidPattern",
        "between",
        "unknownPoint",
        "unknownKey",
      ].map((name) => `groupingRules.errors.${name}`),
      // ObjectEditorPanel and ObjectIdentityFields build these from the section.
      ...["newTitle", "editTitle", "title", "notFound", "notFoundText", "loadError", "name", "organization"].map((name) => `groupingRules.editor.${name}`),
      "menu.groupingRules",
      "audit.objectTypes.grouping_rules",
    ];
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["groupingRules", "common"], moreThan: 70, extraKeys, languages: LANGUAGE_TAGS });
  });
});
