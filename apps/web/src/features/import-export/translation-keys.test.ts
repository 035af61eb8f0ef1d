import { IMPORT_ACTIONS, IMPORT_KINDS, IMPORT_PROBLEM_CODES, placeholdersOf } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS, messageOf } from "../../i18n/expect-keys";

describe("translation keys of the import and export screen", () => {
  it("exist in every language for every key written in the feature", () => {
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["importExport", "menu", "common"], moreThan: 25, languages: LANGUAGE_TAGS });
  });

  it("name every kind of object, result and step in every language", () => {
    for (const language of LANGUAGE_TAGS) {
      for (const kind of IMPORT_KINDS) expect(messageOf(language, `organizations.objectTypes.${kind}`), `${language} ${kind}`).toEqual(expect.any(String));
      for (const action of IMPORT_ACTIONS)
        expect(messageOf(language, `importExport.plan.actions.${action}`), `${language} ${action}`).toEqual(expect.any(String));
      for (const step of ["reading", "checking", "applying"])
        expect(messageOf(language, `importExport.import.steps.${step}`), `${language} ${step}`).toEqual(expect.any(String));
      for (const shown of ["problems", "changes", "all"])
        expect(messageOf(language, `importExport.plan.empty.${shown}`), `${language} ${shown}`).toEqual(expect.any(String));
    }
  });

  it("says every problem of an import in every language, with the parameters the server fills", () => {
    const variables = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const language of LANGUAGE_TAGS) {
      for (const code of IMPORT_PROBLEM_CODES) {
        const text = messageOf(language, `importExport.problems.${code}`);
        expect(text, `${language} ${code}`).toEqual(expect.any(String));
        expect(variables(text), `${language} ${code}`).toEqual(placeholdersOf(code).sort());
      }
    }
  });
});
