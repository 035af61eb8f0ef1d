import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, type LanguageTag, messageOf } from "../../i18n/expect-keys";

/** The texts ObjectListToolbar reads under its `textKeys`. */
const TOOLBAR_TEXTS = ["search", "searchPlaceholder", "includeSubOrganizations", "new", "edit", "delete"] as const;
const COLUMN_CHOOSER_TEXTS = ["columns", "columnsSelected"] as const;
/** The texts SearchedListHeader reads under `<section>.list`, and the lists built on it. */
const SEARCHED_LIST_TEXTS = ["search", "searchPlaceholder", "scope", "changeOrganization", "pickerHeader"] as const;
const SEARCHED_LISTS = ["alarmRules", "groupingRules"];
/** The texts ObjectListScreen reads under `<section>.table`. */
const TABLE_TEXTS = ["scope", "scopeWithChildren", "loadError", "retry", "empty", "pageReport"] as const;

/**
 * Every translation key ObjectListScreen builds from a section: the
 * title, the table's texts and the toolbar's (with the column chooser's when it has one).
 */
function objectListScreenKeys(section: string, { columnChooser }: { columnChooser: boolean }): string[] {
  return [
    `${section}.title`,
    ...TABLE_TEXTS.map((name) => `${section}.table.${name}`),
    ...[...TOOLBAR_TEXTS, ...(columnChooser ? COLUMN_CHOOSER_TEXTS : [])].map((name) => `${section}.toolbar.${name}`),
  ];
}

/** The screens built on ObjectListScreen, by translation section. */
const LIST_SCREENS = [
  { section: "users", columnChooser: true },
  { section: "roles", columnChooser: false },
  { section: "participantGroups", columnChooser: true },
  { section: "alarmPlans", columnChooser: true },
  { section: "alarmPoints", columnChooser: true },
  { section: "alarmTemplates", columnChooser: false },
  { section: "textTemplates", columnChooser: true },
  { section: "participants", columnChooser: true },
  { section: "rotationSchedules.standby", columnChooser: true },
  { section: "rotationSchedules.team", columnChooser: true },
];

/** The texts ObjectOrganizationField reads under `<section>.organization`, and ObjectIdentityFields under `<section>.editor`. */
const ORGANIZATION_TEXTS = ["move", "hint", "pickerHeader", "movedTitle", "moved"] as const;
const IDENTITY_TEXTS = ["name", "organization"] as const;

/** The forms built on ObjectIdentityFields (with a description or not) or on ObjectOrganizationField alone. */
const IDENTITY_FORMS = [
  { section: "alarmPlans", fields: [...IDENTITY_TEXTS, "description"] },
  { section: "participantGroups", fields: [...IDENTITY_TEXTS, "description"] },
  { section: "textTemplates", fields: [...IDENTITY_TEXTS, "description"] },
  { section: "rotationSchedules.standby", fields: [...IDENTITY_TEXTS, "description"] },
  { section: "rotationSchedules.team", fields: [...IDENTITY_TEXTS, "description"] },
  { section: "roles", fields: IDENTITY_TEXTS },
  { section: "users", fields: ["organization"] },
  { section: "participants", fields: ["organization"] },
  { section: "alarmPoints", fields: ["organization"] },
  { section: "alarmTemplates", fields: ["organization"] },
] as const;

const missingIn = (tag: LanguageTag, keys: readonly string[]) => keys.filter((key) => typeof messageOf(tag, key) !== "string");

describe("translation keys of the object list", () => {
  it("exist in every language for every screen built on ObjectListScreen", () => {
    const keys = LIST_SCREENS.flatMap(({ section, columnChooser }) => objectListScreenKeys(section, { columnChooser }));
    for (const tag of LANGUAGE_TAGS) expect(missingIn(tag, keys), tag).toEqual([]);
  });

  it("exist in every language for the participants toolbar", () => {
    const keys = [...TOOLBAR_TEXTS, ...COLUMN_CHOOSER_TEXTS].map((name) => `participants.toolbar.${name}`);
    for (const tag of LANGUAGE_TAGS) expect(missingIn(tag, keys), tag).toEqual([]);
  });

  it("exist in every language for every list under SearchedListHeader", () => {
    const keys = SEARCHED_LISTS.flatMap((section) => SEARCHED_LIST_TEXTS.map((name) => `${section}.list.${name}`));
    for (const tag of LANGUAGE_TAGS) expect(missingIn(tag, keys), tag).toEqual([]);
  });

  it("exist in every language for every form's name, organization and description fields", () => {
    const keys = IDENTITY_FORMS.flatMap(({ section, fields }) => [
      ...fields.map((name) => `${section}.editor.${name}`),
      ...ORGANIZATION_TEXTS.map((name) => `${section}.organization.${name}`),
    ]);
    for (const tag of LANGUAGE_TAGS) expect(missingIn(tag, keys), tag).toEqual([]);
  });
});
