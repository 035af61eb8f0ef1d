import {
  EVENT_SEVERITIES,
  INTEGRATION_KINDS,
  RULE_ACTION_TYPES,
  RULE_CONDITION_TYPES,
  RULE_HOLIDAY_MODES,
  RULE_TEXT_FIELDS,
  RULE_TRACE_OUTCOMES,
  TEXT_MATCH_MODES,
} from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf } from "../../i18n/expect-keys";

const LISTS = ["conditions", "actions"] as const;

describe("translation keys of the alarm rules screen", () => {
  it("exist for every key written anywhere in the feature, and every key built from data, in every language", () => {
    const extraKeys = [
      ...LISTS.flatMap((list) => ["title", "hint", "empty", "add", "entryTitle", "type", "remove"].map((name) => `alarmRules.${list}.${name}`)),
      ...RULE_CONDITION_TYPES.map((type) => `alarmRules.conditionTypes.${type}`),
      ...RULE_ACTION_TYPES.map((type) => `alarmRules.actionTypes.${type}`),
      ...EVENT_SEVERITIES.flatMap((severity) => [`alarmRules.severities.${severity}`, `alarmRules.summary.severities.${severity}`]),
      ...RULE_TEXT_FIELDS.map((field) => `alarmRules.textFields.${field}`),
      ...TEXT_MATCH_MODES.flatMap((mode) => [`alarmRules.textModes.${mode}`, `alarmRules.summary.modes.${mode}`, `alarmRules.summary.notModes.${mode}`]),
      ...RULE_HOLIDAY_MODES.map((mode) => `alarmRules.holidayModes.${mode}`),
      ...["EXCLUDE", "ONLY"].map((mode) => `alarmRules.summary.holidays.${mode}`),
      ...RULE_TRACE_OUTCOMES.map((outcome) => `alarmRules.test.outcomes.${outcome}`),
      ...["held", "failed", "skipped"].map((state) => `alarmRules.test.condition.${state}`),
      ...["eventRequired", "invalidJson", "notAnObject", "unknownField", "eventProblem"].map((name) => `alarmRules.test.${name}`),
      ...["caseSensitive", "negate", "from", "to", "priority", "minutes", "suppressHint", "stopHint"].map((name) => `alarmRules.fields.${name}`),
      ...[
        "nameRequired",
        "organizationRequired",
        "tooLong",
        "tooMany",
        "actionsRequired",
        "chooseOne",
        "valueRequired",
        "labelRequired",
        "invalidPattern",
        "invalidTime",
        "pointRequired",
        "between",
        "textRequired",
        "unknownKey",
      ].map((name) => `alarmRules.errors.${name}`),
      // ObjectEditorPanel and ObjectIdentityFields build these from the section.
      ...["newTitle", "editTitle", "title", "notFound", "notFoundText", "loadError", "name", "organization", "description"].map(
        (name) => `alarmRules.editor.${name}`,
      ),
      // The sources are named as the integrations name them (integrationKindKey).
      ...INTEGRATION_KINDS.map((kind) => `integrations.kinds.${kind}`),
      "menu.alarmRules",
    ];
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["alarmRules", "common"], moreThan: 120, extraKeys, languages: ["en", "de", "cs", "fr", "it"] });
  });
});
