import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, messageOf } from "../../i18n/expect-keys";

/** The texts the object list toolbar reads under each screen's prefix (its `textKeys`). */
const TOOLBAR_TEXTS = ["search", "searchPlaceholder", "includeSubOrganizations", "new", "edit", "delete"];
const COLUMN_CHOOSER_TEXTS = ["columns", "columnsSelected"];

const SCREENS = [
  { textKeys: "users.toolbar", columnChooser: true },
  { textKeys: "roles.toolbar", columnChooser: false },
  { textKeys: "participants.toolbar", columnChooser: true },
  { textKeys: "participantGroups.toolbar", columnChooser: true },
];

describe("translation keys of the object list toolbar", () => {
  it("exist in the English catalogue for every screen that uses the toolbar", () => {
    const keys = SCREENS.flatMap(({ textKeys, columnChooser }) =>
      [...TOOLBAR_TEXTS, ...(columnChooser ? COLUMN_CHOOSER_TEXTS : [])].map((name) => `${textKeys}.${name}`),
    );
    expect(keys.filter((key) => typeof messageOf("en", key) !== "string")).toEqual([]);
  });

  it("exist in every language for the participants screen", () => {
    const keys = [...TOOLBAR_TEXTS, ...COLUMN_CHOOSER_TEXTS].map((name) => `participants.toolbar.${name}`);
    for (const tag of LANGUAGE_TAGS) expect(keys.filter((key) => typeof messageOf(tag, key) !== "string"), tag).toEqual([]);
  });
});
