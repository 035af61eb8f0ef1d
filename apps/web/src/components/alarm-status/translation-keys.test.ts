import { ALARM_STATUSES, NOTIFICATION_STATUSES, RECIPIENT_STATUSES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the alarm status tags", () => {
  it("exist in every language for every status shown", () => {
    const extraKeys = [
      ...ALARM_STATUSES.map((status) => `alarmStatuses.${status}`),
      ...RECIPIENT_STATUSES.map((status) => `alarmTable.recipientStatuses.${status}`),
      ...NOTIFICATION_STATUSES.map((status) => `alarmTable.notificationStatuses.${status}`),
    ];
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["alarmTable"], moreThan: 0, extraKeys, languages: LANGUAGE_TAGS });
  });
});
