import { AUTHORITIES, LANGUAGES } from "@alarm/contract";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MENU, type MenuItem } from "../layout/menu-model";
import { PLANNED_SCREENS } from "../app/screens";
import { ALARM_TABS } from "../features/alarm-table/model/alarm-tabs";
import { REPORT_TABS } from "../features/reports/model/report-tabs";

const here = fileURLToPath(new URL(".", import.meta.url));
const sourceRoot = join(here, "..");
const TAGS = ["en", "de", "cs", "fr", "it"] as const;

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    if (value !== null && typeof value === "object") {
      for (const [inner, innerValue] of flatten(value, `${prefix}${key}.`)) keys.set(inner, innerValue);
    } else {
      keys.set(`${prefix}${key}`, value);
    }
  }
  return keys;
}

const files = Object.fromEntries(TAGS.map((tag) => [tag, flatten(JSON.parse(readFileSync(join(here, `${tag}.json`), "utf8")) as Messages)])) as Record<
  (typeof TAGS)[number],
  Map<string, unknown>
>;
const english = files.en;

/** The participant app (src/participant-app) has its own catalogues and its own test of them. */
const OTHER_CATALOGUES = new Set(["participant-app"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return OTHER_CATALOGUES.has(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Keys written literally in the sources: t("key"), t('key') and i18nKey="key". */
function keysUsedInSources(): Map<string, string> {
  const used = new Map<string, string>();
  const pattern = /\bt\(\s*["']([^"'`]+)["']|i18nKey=\{?\s*["']([^"']+)["']/g;
  for (const file of sourceFiles(sourceRoot)) {
    for (const match of readFileSync(file, "utf8").matchAll(pattern)) {
      used.set(match[1] ?? match[2] ?? "", file);
    }
  }
  return used;
}

/** i18next's plural forms: `key_one`, `key_few`, … `key_other`, as Intl.PluralRules names the language's categories. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (tag: string) => new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, "");
const isPlural = (key: string, keys: Map<string, unknown>) => PLURAL_SUFFIX.test(key) && keys.has(`${pluralBase(key)}_other`);

function menuKeys(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.labelKey, ...menuKeys(item.items ?? [])]);
}

describe("translations", () => {
  it("has the same keys in every language, each plural with the forms its language needs", () => {
    const plain = new Set(TAGS.flatMap((tag) => [...files[tag].keys()].filter((key) => !isPlural(key, files[tag]))));
    const plurals = new Set(TAGS.flatMap((tag) => [...files[tag].keys()].filter((key) => isPlural(key, files[tag])).map(pluralBase)));
    for (const tag of TAGS) {
      const needed = [...plain, ...[...plurals].flatMap((base) => pluralCategories(tag).map((category) => `${base}_${category}`))];
      expect(
        needed.filter((key) => !files[tag].has(key)),
        `${tag}.json lacks keys`,
      ).toEqual([]);
      const extra = [...files[tag].keys()].filter(
        (key) => isPlural(key, files[tag]) && !pluralCategories(tag).some((category) => key.endsWith(`_${category}`)),
      );
      expect(extra, `${tag}.json has plural forms its language lacks`).toEqual([]);
    }
  });

  it("has no empty or non-text values", () => {
    for (const tag of TAGS) {
      const empty = [...files[tag]].filter(([, value]) => typeof value !== "string" || value.trim() === "");
      expect(
        empty.map(([key]) => key),
        `${tag}.json has empty values`,
      ).toEqual([]);
    }
  });

  it("keeps the same interpolation variables in every language", () => {
    const variables = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();
    for (const [key, text] of english) {
      if (isPlural(key, english)) continue;
      for (const tag of TAGS) expect(variables(files[tag].get(key)), `${tag}: ${key}`).toEqual(variables(text));
    }
    // Every plural form of every language has the variables of the English "other" form.
    for (const tag of TAGS) {
      for (const [key, text] of files[tag]) {
        if (isPlural(key, files[tag])) expect(variables(text), `${tag}: ${key}`).toEqual(variables(english.get(`${pluralBase(key)}_other`)));
      }
    }
  });

  it("knows every key the sources use literally", () => {
    const used = keysUsedInSources();
    expect(used.size).toBeGreaterThan(50);
    const unknown = [...used].filter(([key]) => !english.has(key) && !english.has(`${key}_other`)).map(([key, file]) => `${key} (${file})`);
    expect(unknown).toEqual([]);
  });

  it("knows the keys built from data: menu, screens, languages, authorities", () => {
    const dataKeys = [
      ...menuKeys(MENU),
      ...PLANNED_SCREENS.map((screen) => screen.titleKey),
      ...ALARM_TABS.map((tab) => tab.titleKey),
      ...REPORT_TABS.map((tab) => tab.titleKey),
      ...LANGUAGES.map((language) => `languages.${language}`),
      ...AUTHORITIES.map((authority) => `authorities.${authority}`),
      ...["TOO_SHORT", "TOO_LONG", "NEEDS_LETTER_AND_DIGIT", "SAME_AS_LOGIN", "COMMON", "WRONG_PASSWORD"].map((problem) => `passwordProblems.${problem}`),
    ];
    expect(dataKeys.filter((key) => !english.has(key))).toEqual([]);
  });

  it("has the sign-in error texts older clients show", () => {
    expect(english.get("errorTitles.INVALID_CREDENTIALS")).toBe("Unauthorized");
    expect(english.get("errors.INVALID_CREDENTIALS")).toBe("Invalid username or password!");
    expect(english.get("errorTitles.INVALID_VERIFICATION_CODE")).toBe("Invalid code");
    expect(english.get("errors.INVALID_VERIFICATION_CODE")).toBe("Invalid authentication code!");
    for (const tag of ["de", "cs"] as const) {
      for (const key of ["errors.INVALID_CREDENTIALS", "errors.INVALID_VERIFICATION_CODE", "errors.RATE_LIMITED"]) {
        expect(files[tag].get(key), `${tag}: ${key}`).not.toBe(english.get(key));
      }
    }
  });
});
