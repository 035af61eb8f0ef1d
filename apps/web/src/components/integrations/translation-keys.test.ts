import { INTEGRATION_KINDS } from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";
import type { SetupExample } from "./setup-example";

const EXAMPLE_FORMS: SetupExample["form"][] = ["curl", "yaml", "url", "address"];

/** Keys built from the contract's kinds and the example's form at run time. */
const BUILT_KEYS = [
  ...INTEGRATION_KINDS.flatMap((kind) => [`integrations.kinds.${kind}`, `integrations.kindHints.${kind}`, `integrations.created.hints.${kind}`]),
  ...EXAMPLE_FORMS.map((form) => `integrations.created.examples.${form}`),
  ...["kindRequired", "nameRequired", "rateRange", "heartbeatRequired", "heartbeatRange"].map((name) => `integrations.create.errors.${name}`),
];

describe("translation keys of the integrations tab", () => {
  it("exist in every language for every key written in the widgets and built from the contract", () => {
    expectKeysOf(folderOf(import.meta.url), {
      prefixes: ["integrations", "common", "formField"],
      moreThan: 50,
      extraKeys: BUILT_KEYS,
      languages: LANGUAGE_TAGS,
    });
  });
});
