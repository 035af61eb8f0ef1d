import { describe, expect, it } from "vitest";
import { columnsStorageKey, readVisibleColumns, writeVisibleColumns } from "./visible-columns";

const known = ["login", "name", "email", "active"] as const;
const defaults = ["login", "name"] as const;

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("visible columns", () => {
  it("uses the defaults when nothing, garbage or nothing known is stored", () => {
    expect(readVisibleColumns(memoryStorage(), "users", known, defaults)).toEqual(["login", "name"]);
    expect(readVisibleColumns(memoryStorage({ "columns.users": "{not json" }), "users", known, defaults)).toEqual(["login", "name"]);
    expect(readVisibleColumns(memoryStorage({ "columns.users": '"login"' }), "users", known, defaults)).toEqual(["login", "name"]);
    expect(readVisibleColumns(memoryStorage({ "columns.users": '["gone"]' }), "users", known, defaults)).toEqual(["login", "name"]);
  });

  it("reads the stored choice in the table's order and drops unknown keys", () => {
    const storage = memoryStorage({ "columns.users": '["active","gone","login"]' });
    expect(readVisibleColumns(storage, "users", known, defaults)).toEqual(["login", "active"]);
  });

  it("remembers a choice in the table's order and refuses an empty one", () => {
    const storage = memoryStorage();
    expect(writeVisibleColumns(storage, "users", known, ["email", "login"])).toEqual(["login", "email"]);
    expect(storage.values.get(columnsStorageKey("users"))).toBe('["login","email"]');
    expect(writeVisibleColumns(storage, "users", known, [])).toBeNull();
    expect(readVisibleColumns(storage, "users", known, defaults)).toEqual(["login", "email"]);
  });
});

const groupKnown = ["name", "description", "members", "organization"] as const;
const groupDefaults = ["name", "members"] as const;

describe("visible columns (participant groups)", () => {
  it("uses the defaults when nothing usable is stored", () => {
    expect(readVisibleColumns(memoryStorage(), "participantGroups", groupKnown, groupDefaults)).toEqual(["name", "members"]);
    expect(readVisibleColumns(memoryStorage({ "columns.participantGroups": "{oops" }), "participantGroups", groupKnown, groupDefaults)).toEqual([
      "name",
      "members",
    ]);
    expect(readVisibleColumns(memoryStorage({ "columns.participantGroups": '["gone"]' }), "participantGroups", groupKnown, groupDefaults)).toEqual([
      "name",
      "members",
    ]);
  });

  it("remembers a choice in the table's order and refuses an empty one", () => {
    const storage = memoryStorage();
    expect(writeVisibleColumns(storage, "participantGroups", groupKnown, ["organization", "name"])).toEqual(["name", "organization"]);
    expect(storage.values.get(columnsStorageKey("participantGroups"))).toBe('["name","organization"]');
    expect(writeVisibleColumns(storage, "participantGroups", groupKnown, [])).toBeNull();
    expect(readVisibleColumns(storage, "participantGroups", groupKnown, groupDefaults)).toEqual(["name", "organization"]);
  });
});
