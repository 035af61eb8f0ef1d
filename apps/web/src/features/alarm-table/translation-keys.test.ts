import { ACKNOWLEDGE_MODES, ALARM_STATUSES, DEVICE_TYPES, EVENT_SEVERITIES, HISTORY_KINDS, NOTIFICATION_STATUSES, RECIPIENT_STATUSES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";
import { DURATION_CHOICES, TEXT_FIELDS } from "./model/alarm-filter";

describe("translation keys of the alarm monitor", () => {
  it("exist in every language for every key written in the feature and every value shown from data", () => {
    const extraKeys = [
      ...ALARM_STATUSES.map((status) => `alarmStatuses.${status}`),
      ...HISTORY_KINDS.map((kind) => `alarmTable.historyKinds.${kind}`),
      ...RECIPIENT_STATUSES.map((status) => `alarmTable.recipientStatuses.${status}`),
      ...NOTIFICATION_STATUSES.map((status) => `alarmTable.notificationStatuses.${status}`),
      ...DEVICE_TYPES.map((type) => `alarmTable.deviceTypes.${type}`),
      ...DURATION_CHOICES.map((choice) => `alarmTable.filters.durationChoices.${choice}`),
      ...TEXT_FIELDS.map((field) => `alarmTable.filters.${field}`),
      ...["connecting", "open", "retrying"].flatMap((status) => [`alarmTable.live.${status}`, `alarmTable.live.${status}Hint`]),
      ...ACKNOWLEDGE_MODES.map((mode) => `alarmDefinition.acknowledgeModes.${mode}`),
      ...EVENT_SEVERITIES.map((severity) => `alarmTable.source.severities.${severity}`),
    ];
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["alarmTable", "alarmStatuses", "alarmDefinition", "menu", "common"],
      moreThan: 100,
      extraKeys,
      languages: LANGUAGE_TAGS,
    });
  });
});
