import { describe, it } from "vitest";
import { expectKeysOf, folderOf } from "../../i18n/expect-keys";

describe("translation keys of the outgoing webhooks screen", () => {
  it("exist in every language for every key written anywhere in the feature", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["outgoingWebhooks", "common"], moreThan: 50, languages: ["en", "de", "cs", "fr", "it"] });
  });
});
