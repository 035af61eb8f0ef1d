import { OBJECT_TYPES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import cs from "../../../i18n/cs.json";
import de from "../../../i18n/de.json";
import en from "../../../i18n/en.json";
import fr from "../../../i18n/fr.json";
import it_ from "../../../i18n/it.json";

// The limits panel names each object type with `organizations.objectTypes.<TYPE>`.
describe("object type names", () => {
  it.each([
    ["en", en],
    ["de", de],
    ["cs", cs],
    ["fr", fr],
    ["it", it_],
  ])("exist in %s for every object type", (_tag, messages) => {
    const names = messages.organizations.objectTypes as Record<string, string>;
    expect(OBJECT_TYPES.filter((type) => !names[type])).toEqual([]);
  });
});
