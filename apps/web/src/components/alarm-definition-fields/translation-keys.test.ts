import { ACKNOWLEDGE_MODES, MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";
import { ALARM_ICON_NAMES } from "./icon-choices";

describe("translation keys of the alarm definition fields", () => {
  it("exist in every language for every key written in the component and every one built from data", () => {
    const extraKeys = [
      ...["general", "message", "plan", "instructions"].map((section) => `alarmDefinition.sections.${section}`),
      ...ACKNOWLEDGE_MODES.flatMap((mode) => [`alarmDefinition.acknowledgeModes.${mode}`, `alarmDefinition.acknowledgeExplanations.${mode}`]),
      ...[...MEDIA_PROCESSING_TYPES, ...MEDIA_USAGE_TYPES].map((type) => `alarmDefinition.media.${type}`),
      ...ALARM_ICON_NAMES.map((name) => `alarmDefinition.icons.${name}`),
      "alarmDefinition.fields.mediaProcessingType",
      "alarmDefinition.fields.mediaUsageType",
      "languages.ENGLISH",
      "languages.GERMAN",
      "languages.CZECH",
    ];
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["alarmDefinition", "common"], moreThan: 40, extraKeys, languages: LANGUAGE_TAGS });
  });
});
