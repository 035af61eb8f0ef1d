import { DEVICE_TYPES, PARTICIPANT_LANGUAGES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { expectKeysOf, folderOf, messageOf } from "../../i18n/expect-keys";

describe("translation keys of the participant selector", () => {
  it("exist for every key written in the selector", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["participantSelector"], moreThan: 20 });
  });

  it("exist for the keys built from data: device types, row states, languages", () => {
    const built = [
      ...DEVICE_TYPES.map((type) => `participantSelector.deviceTypes.${type}`),
      ...["loading", "failed", "empty"].map((status) => `participantSelector.rowStatus.${status}`),
      ...PARTICIPANT_LANGUAGES.map((language) => `languages.${language}`),
    ];
    expect(built.filter((key) => typeof messageOf("en", key) !== "string")).toEqual([]);
  });
});
