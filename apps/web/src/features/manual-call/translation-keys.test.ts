import { MEDIA_USAGE_TYPES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

describe("translation keys of the manual call", () => {
  it("exist in every language for every key written in the feature and every one built from data", () => {
    const extraKeys = [
      ...["text", "speechText", "priority", "confirmPriority", "localAcknowledgeTime", "countRepeat", "repeatBetween"].map(
        (field) => `manualCall.fields.${field}`,
      ),
      ...MEDIA_USAGE_TYPES.map((type) => `alarmDefinition.media.${type}`),
      "languages.ENGLISH",
      "languages.GERMAN",
      "languages.CZECH",
    ];
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["manualCall", "alarmTrigger", "common"], moreThan: 30, extraKeys, languages: LANGUAGE_TAGS });
  });
});
