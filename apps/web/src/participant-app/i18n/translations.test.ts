import { ALARM_STATUSES, APP_TYPES, LANGUAGES } from "@alarm/contract";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = fileURLToPath(new URL(".", import.meta.url));
const appRoot = join(here, "..");
const TAGS = ["en", "de", "cs", "fr", "it"] as const;

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    if (value !== null && typeof value === "object") for (const [inner, text] of flatten(value, `${prefix}${key}.`)) keys.set(inner, text);
    else keys.set(`${prefix}${key}`, value);
  }
  return keys;
}

const files = Object.fromEntries(TAGS.map((tag) => [tag, flatten(JSON.parse(readFileSync(join(here, `${tag}.json`), "utf8")) as Messages)])) as Record<
  (typeof TAGS)[number],
  Map<string, unknown>
>;
const english = files.en;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the participant app's translations", () => {
  it("have the same keys in all five languages", () => {
    const all = new Set(TAGS.flatMap((tag) => [...files[tag].keys()]));
    for (const tag of TAGS)
      expect(
        [...all].filter((key) => !files[tag].has(key)),
        `${tag}.json lacks keys`,
      ).toEqual([]);
  });

  it("have no empty texts", () => {
    for (const tag of TAGS)
      expect(
        [...files[tag]].filter(([, text]) => typeof text !== "string" || text.trim() === "").map(([key]) => key),
        tag,
      ).toEqual([]);
  });

  it("keep the same interpolation variables in every language", () => {
    const variables = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[0]).sort();
    for (const [key, text] of english) for (const tag of TAGS) expect(variables(files[tag].get(key)), `${tag}: ${key}`).toEqual(variables(text));
  });

  it("are translated: most texts of each language differ from the English", () => {
    for (const tag of TAGS.filter((tag) => tag !== "en")) {
      const same = [...english].filter(([key, text]) => files[tag].get(key) === text).map(([key]) => key);
      expect(same.length, `${tag} has English texts: ${same.join(", ")}`).toBeLessThan(english.size / 8);
    }
  });

  it("know every key the app's sources use literally", () => {
    const used = new Map<string, string>();
    for (const file of sources(appRoot)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*["']([^"'`]+)["']|labelKey: "([^"]+)"/g)) used.set(match[1] ?? match[2]!, file);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter(([key]) => !english.has(key)).map(([key, file]) => `${key} (${file})`)).toEqual([]);
  });

  it("know the keys built from data: app types, alarm statuses, languages, connection states, absence problems", () => {
    const dataKeys = [
      ...APP_TYPES.map((type) => `appTypes.${type}`),
      ...ALARM_STATUSES.map((status) => `alarmStatuses.${status}`),
      ...LANGUAGES.map((language) => `languages.${language}`),
      ...["connecting", "open", "retrying", "offline"].map((state) => `live.${state}`),
      ...["start", "end", "order"].map((problem) => `absences.problems.${problem}`),
    ];
    expect(dataKeys.filter((key) => !english.has(key))).toEqual([]);
  });
});
