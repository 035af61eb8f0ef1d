import i18next from "i18next";
import { describe, expect, it } from "vitest";
import de from "../../i18n/de.json";
import en from "../../i18n/en.json";
import { usedByText } from "./used-by-text";

async function tIn(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { en: { translation: en }, de: { translation: de } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe("a refused delete", () => {
  const users = [
    { type: "ALARMPOINT" as const, name: "Fire hall" },
    { type: "ALARMPOINT" as const, name: "Depot" },
    { type: "ALARM_TEMPLATE" as const, name: "Night" },
  ];

  it("names what uses the object, grouped by type, and counts the rest", async () => {
    expect(usedByText({ object: "Night plan", users, total: 6 }, await tIn("en"))).toBe(
      "“Night plan” cannot be deleted: it is used by Alarm points: “Fire hall”, “Depot”; Alarm templates: “Night” and 3 more.",
    );
    expect(usedByText({ object: "Night plan", users, total: 3 }, await tIn("de"))).toBe(
      "„Night plan“ kann nicht gelöscht werden: verwendet von Alarmpunkte: „Fire hall“, „Depot“; Alarmvorlagen: „Night“.",
    );
  });

  it("only counts users the caller may not see", async () => {
    expect(usedByText({ object: "Dispatch", users: [], total: 2 }, await tIn("en"))).toBe("“Dispatch” cannot be deleted: other objects use it (2).");
  });
});
