import { describe, expect, it } from "vitest";
import { columnsStorageKey, readVisibleColumns, writeVisibleColumns } from "./visible-columns";

const known = ["name", "description", "members", "organization"] as const;
const defaults = ["name", "members"] as const;

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe("visible columns", () => {
  it("uses the defaults when nothing usable is stored", () => {
    expect(readVisibleColumns(memoryStorage(), "participantGroups", known, defaults)).toEqual(["name", "members"]);
    expect(readVisibleColumns(memoryStorage({ "columns.participantGroups": "{oops" }), "participantGroups", known, defaults)).toEqual(["name", "members"]);
    expect(readVisibleColumns(memoryStorage({ "columns.participantGroups": '["gone"]' }), "participantGroups", known, defaults)).toEqual(["name", "members"]);
  });

  it("remembers a choice in the table's order and refuses an empty one", () => {
    const storage = memoryStorage();
    expect(writeVisibleColumns(storage, "participantGroups", known, ["organization", "name"])).toEqual(["name", "organization"]);
    expect(storage.values.get(columnsStorageKey("participantGroups"))).toBe('["name","organization"]');
    expect(writeVisibleColumns(storage, "participantGroups", known, [])).toBeNull();
    expect(readVisibleColumns(storage, "participantGroups", known, defaults)).toEqual(["name", "organization"]);
  });
});
