import { CALENDAR_EVENT_KINDS, DEVICE_TYPES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS, messageOf } from "../../i18n/expect-keys";

/** Keys the screens build from data: every value of each list needs its text. */
const DATA_KEYS = [
  ...DEVICE_TYPES.map((type) => `participants.deviceTypes.${type}`),
  ...["INVALID_PHONE", "INVALID_EMAIL", "INVALID_URL", "REQUIRED", "TOO_LONG"].map((problem) => `participants.devices.problems.${problem}`),
  ...CALENDAR_EVENT_KINDS.flatMap((kind) => [`participants.event.kinds.${kind}`, `participants.event.kindHints.${kind}`]),
  ...["deviceTypeRequired", "replacementRequired", "replacementSelf", "replacementUnknown", "acknowledgeTime"].map(
    (name) => `participants.event.errors.${name}`,
  ),
  ...["hint", "empty", "loadError", "newEntry", "legend", "inactive"].map((name) => `participants.schedule.${name}`),
  // Built from the section by the shared list screen and organization field.
  ...["search", "searchPlaceholder", "includeSubOrganizations", "columns", "columnsSelected", "new", "edit", "clone", "delete"].map(
    (name) => `participants.toolbar.${name}`,
  ),
  ...["scope", "scopeWithChildren", "loadError", "retry", "empty", "emptyText", "pageReport"].map((name) => `participants.table.${name}`),
  ...["move", "hint", "pickerHeader", "movedTitle", "moved"].map((name) => `participants.organization.${name}`),
  "participants.errors.nameRequired",
  "participants.errors.surnameRequired",
];

describe("translation keys of the participants screens", () => {
  it("exist in every language for every key written in the feature, also outside t()", () => {
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["participants", "common", "passwordProblems", "primereact"],
      moreThan: 150,
      extraKeys: DATA_KEYS,
      languages: LANGUAGE_TAGS,
      sections: ["participants.schedule"],
    });
  });

  it("has the error catalogue's text for a failed load", () => {
    expect(messageOf("en", "participants.loadFailed")).toBe("Unable to get participants");
  });

  it("is translated, not copied from English, in German and Czech", () => {
    for (const key of ["participants.title", "participants.editor.tabs.schedule", "participants.event.kinds.ABSENT", "participants.devices.title"]) {
      expect(messageOf("de", key)).not.toBe(messageOf("en", key));
      expect(messageOf("cs", key)).not.toBe(messageOf("en", key));
    }
  });
});
