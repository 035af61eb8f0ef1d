import { COVERAGE_GAP_REASONS, DEVICE_TYPES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

const SECTIONS = ["rotationSchedules.standby", "rotationSchedules.team"];
/** The texts the shared list screen, editor panel and organization field read under a kind's section. */
const SECTION_TEXTS = [
  "title",
  ...["search", "searchPlaceholder", "includeSubOrganizations", "columns", "columnsSelected", "new", "edit", "delete", "clone"].map(
    (name) => `toolbar.${name}`,
  ),
  ...["empty", "emptyText", "noMatch", "loadError", "retry", "pageReport", "scope", "scopeWithChildren"].map((name) => `table.${name}`),
  ...["title", "newTitle", "editTitle", "name", "description", "organization", "notFound", "notFoundText", "loadError"].map((name) => `editor.${name}`),
  ...["move", "hint", "pickerHeader", "movedTitle", "moved"].map((name) => `organization.${name}`),
  "delete.header",
  "delete.confirm",
  "noAccess.title",
  ...["title", "hint", "empty"].map((name) => `usage.${name}`),
];

describe("translation keys of the standby and team media schedules", () => {
  it("exist in every language for every key written in the feature and every one built from its kinds", () => {
    const extraKeys = [
      ...SECTIONS.flatMap((section) => SECTION_TEXTS.map((text) => `${section}.${text}`)),
      ...["NEVER", "END_DATE", "COUNT"].map((type) => `rotationSchedules.event.endTypes.${type}`),
      ...["REGARDLESS", "ONLY_ON_HOLIDAYS", "NEVER_ON_HOLIDAYS"].map((choice) => `rotationSchedules.holiday.${choice}`),
      ...DEVICE_TYPES.map((type) => `participants.deviceTypes.${type}`),
      // The coverage part: its hint by kind, and the reasons and time-zone note of who is on duty.
      ...["standby", "team"].map((kind) => `rotationSchedules.coverage.${kind}Hint`),
      ...COVERAGE_GAP_REASONS.map((reason) => `onCall.gaps.${reason}`),
      "onCall.timeZone",
    ];
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["rotationSchedules", "common"],
      moreThan: 80,
      extraKeys,
      languages: LANGUAGE_TAGS,
      sections: SECTIONS,
    });
  });
});
