import { DASHBOARD_PERIODS, DEVICE_TYPES, WIDGET_TYPES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the dashboard", () => {
  it("exist in every language for every key written in the feature and every key built from data", () => {
    const extraKeys = [
      ...WIDGET_TYPES.map((type) => `dashboard.widgets.${type}`),
      ...DASHBOARD_PERIODS.map((period) => `dashboard.periods.${period}`),
      ...DEVICE_TYPES.map((type) => `dashboard.deviceTypes.${type}`),
      ...["up", "down", "left", "right"].map((direction) => `dashboard.arrange.move.${direction}`),
      ...["total", "delivered", "failed"].map((series) => `dashboard.calls.${series}`),
      ...["organizations", "users", "participants", "alarmPoints", "alarmPlans", "openAlarms", "alarmsNeedingAttention"].map((key) => `dashboard.info.${key}`),
    ];
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["dashboard", "common", "menu"], moreThan: 50, extraKeys, languages: LANGUAGE_TAGS });
  });
});
