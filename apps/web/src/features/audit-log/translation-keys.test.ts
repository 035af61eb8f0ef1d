import { AUDIT_ACTIONS, AUDITED_OBJECT_TYPES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS, messageOf } from "../../i18n/expect-keys";

describe("translation keys of the audit log", () => {
  it("exist in every language for every key written in the screen and the editors' history panel", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["audit", "menu", "common"], moreThan: 20, languages: LANGUAGE_TAGS });
    expectKeysOf(folderOf(new URL("../../components/change-history/", import.meta.url).href), { prefixes: ["audit"], moreThan: 10, languages: LANGUAGE_TAGS });
  });

  it("name every action and every kind of object in every language", () => {
    for (const language of LANGUAGE_TAGS) {
      for (const action of AUDIT_ACTIONS) expect(messageOf(language, `audit.actions.${action}`), `${language} ${action}`).toEqual(expect.any(String));
      for (const type of AUDITED_OBJECT_TYPES) expect(messageOf(language, `audit.objectTypes.${type}`), `${language} ${type}`).toEqual(expect.any(String));
    }
  });
});
