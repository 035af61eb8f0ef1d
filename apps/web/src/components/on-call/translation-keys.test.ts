import { COVERAGE_GAP_REASONS, DEVICE_TYPES, ON_CALL_NOTES } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";

/** Keys built from the contract's values at run time, and those the editors embedding these widgets use. */
const BUILT_KEYS = [
  ...ON_CALL_NOTES.map((kind) => `onCall.notes.${kind}`),
  ...COVERAGE_GAP_REASONS.map((reason) => `onCall.gaps.${reason}`),
  ...DEVICE_TYPES.map((type) => `participants.deviceTypes.${type}`),
  "onCall.pointTab",
  "onCall.participantTab",
  "onCall.needsSave",
];

describe("translation keys of who is on duty", () => {
  it("exist in every language for every key written in the widgets and built from the contract", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["onCall", "common", "formField"], moreThan: 70, extraKeys: BUILT_KEYS, languages: LANGUAGE_TAGS });
  });
});
