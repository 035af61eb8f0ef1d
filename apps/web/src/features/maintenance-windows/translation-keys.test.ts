import { REPEAT_TYPES } from "@alarm/contract";
import { fileURLToPath } from "node:url";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, keysWrittenIn } from "../../i18n/expect-keys";
import { COVERS, SCHEDULE_KINDS } from "./components/window-form-model";

/** Where the console speaks of maintenance outside this screen: the shared parts, the trigger confirmation, the alarm table's tag and the alarm point's tab. */
const ELSEWHERE = ["../../components/maintenance/", "../../components/alarm-trigger/", "../alarm-table/", "../alarm-points/"].map((folder) =>
  fileURLToPath(new URL(folder, import.meta.url)),
);

/** The texts of a repetition (schedule-text.ts): by repeat type, a monthly one by day or by weekday. */
const PATTERNS = REPEAT_TYPES.flatMap((repeatType) => (repeatType === "MONTHLY" ? ["MONTHLY_DAY", "MONTHLY_WEEKDAY"] : [repeatType]));

describe("translation keys of the maintenance windows", () => {
  it("exist in every language for every key written in the feature, the parts it shares and the texts built from data", () => {
    const extraKeys = [
      ...ELSEWHERE.flatMap((folder) => keysWrittenIn(folder, ["maintenance"])),
      ...PATTERNS.flatMap((pattern) => [`maintenance.schedule.repeat.${pattern}`, `maintenance.schedule.repeatEvery.${pattern}`]),
      ...["IN_FORCE", "ENDED_EARLY", "PLANNED", "OVER"].map((state) => `maintenance.state.${state}`),
      ...COVERS.map((covers) => `maintenance.editor.coversChoices.${covers}`),
      ...SCHEDULE_KINDS.flatMap((kind) => [`maintenance.editor.kinds.${kind}`, `maintenance.editor.kindHints.${kind}`]),
      ...[
        "nameRequired",
        "tooLong",
        "organizationRequired",
        "pointRequired",
        "unknownPoint",
        "startRequired",
        "endRequired",
        "endBeforeStart",
        "windowTooLong",
      ].map((name) => `maintenance.errors.${name}`),
      // ObjectEditorPanel and ObjectIdentityFields build these from the section.
      ...["newTitle", "editTitle", "title", "notFound", "notFoundText", "loadError", "name", "organization", "description"].map(
        (name) => `maintenance.editor.${name}`,
      ),
      ...[1, 2, 3, 4, 5].map((ordinal) => `calendarEditor.ordinals.${ordinal}`),
      "menu.maintenanceWindows",
    ];
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["maintenance", "calendarEditor", "common"],
      moreThan: 60,
      extraKeys,
      languages: ["en", "de", "cs", "fr", "it"],
    });
  });
});
