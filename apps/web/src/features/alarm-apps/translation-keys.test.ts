import { APP_TYPES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS, messageOf } from "../../i18n/expect-keys";

describe("translation keys of the alarm apps screen", () => {
  it("exist in every language for every key written in the feature and every app type", () => {
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["alarmApps", "alarmDefinition", "menu", "common", "formField"],
      moreThan: 50,
      extraKeys: [
        ...APP_TYPES.map((type) => `alarmApps.types.${type}`),
        "alarmDefinition.fields.plan",
        "alarmDefinition.fields.icon",
        "alarmDefinition.hints.plan",
      ],
      languages: LANGUAGE_TAGS,
    });
  });

  it("is translated, not copied from English", () => {
    for (const key of ["alarmApps.list.title", "alarmApps.loneWorker.grace", "alarmApps.types.FIRE"]) {
      for (const tag of ["de", "cs", "fr", "it"] as const) expect(messageOf(tag, key), `${tag}: ${key}`).not.toBe(messageOf("en", key));
    }
  });
});
