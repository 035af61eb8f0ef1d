import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import cs from "../../i18n/cs.json";
import en from "../../i18n/en.json";
import { ApiError } from "../../lib/api-error";
import { refusalDetail } from "./describe-error";

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({ resources: { en: { translation: en }, cs: { translation: cs } }, lng: "cs", fallbackLng: "en", interpolation: { escapeValue: false } }),
);

describe("the words under a refused call", () => {
  it("are the server's reason for an ordinary refusal", () => {
    expect(refusalDetail(new ApiError(400, "VALIDATION", "The name is taken"), i18n)).toBe("The name is taken");
  });

  it("name what still uses an object in the reader's language rather than the server's English", () => {
    const refused = new ApiError(409, "CONFLICT", 'Object "Night plan" is tightly used by others', [], undefined, {
      object: "Night plan",
      users: [{ type: "ALARMPOINT", name: "Fire hall" }],
      total: 1,
    });
    const detail = refusalDetail(refused, i18n);
    expect(detail).toContain("Fire hall");
    expect(detail).not.toContain("tightly used");
  });
});
