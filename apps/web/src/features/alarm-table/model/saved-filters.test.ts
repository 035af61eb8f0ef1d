import { describe, expect, it, vi } from "vitest";

// The keys come from the session storage module, which reads localStorage when loaded.
vi.hoisted(() => vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }));

import { ALARM_FILTER_KEYS } from "../../../lib/session-storage";
import { DEFAULT_ALARM_FILTER, type AlarmFilter } from "./alarm-filter";
import { FILTER_KEY_OF, filterInDocument, readLocalFilter, withFilterInDocument, writeLocalFilter } from "./saved-filters";

const history: AlarmFilter = { ...DEFAULT_ALARM_FILTER, alarmName: "Fire", orderByPriority: true };

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe("saved alarm filters", () => {
  it("keep each tab under the key that logout clears", () => {
    expect(Object.values(FILTER_KEY_OF).sort()).toEqual([...ALARM_FILTER_KEYS].sort());
  });

  it("are remembered in the browser per tab", () => {
    const storage = memoryStorage();
    expect(readLocalFilter(storage, "history")).toBeNull();
    writeLocalFilter(storage, "history", history);
    expect(readLocalFilter(storage, "history")).toEqual(history);
    expect(readLocalFilter(storage, "all")).toBeNull();
    storage.setItem("alarmFilter.all", "{broken");
    expect(readLocalFilter(storage, "all")).toBeNull();
  });

  it("share the user's server document with other tables' entries", () => {
    const document = withFilterInDocument('{"columns.users":["login"],"alarmFilter.all":{"alarmName":"old"}}', "history", history);
    expect(JSON.parse(document)).toEqual({ "columns.users": ["login"], "alarmFilter.all": { alarmName: "old" }, "alarmFilter.history": history });
    expect(filterInDocument(document, "history")).toEqual(history);
    expect(filterInDocument(document, "all")).toEqual({ ...DEFAULT_ALARM_FILTER, alarmName: "old" });
    expect(filterInDocument(document, "my")).toBeNull();
  });

  it("start a new document when the stored one is no JSON object", () => {
    expect(filterInDocument(null, "all")).toBeNull();
    expect(filterInDocument("plain text", "all")).toBeNull();
    expect(JSON.parse(withFilterInDocument("[1,2]", "my", history))).toEqual({ "alarmFilter.my": history });
    expect(JSON.parse(withFilterInDocument(null, "my", history))).toEqual({ "alarmFilter.my": history });
  });
});
