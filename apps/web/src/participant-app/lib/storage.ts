/** What the app keeps in the browser: localStorage, or a map in tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store in memory, for tests and for browsers that refuse localStorage. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The page's localStorage; a store in memory when it is not available (a private window may refuse it). */
export function browserStore(): KeyValueStore {
  try {
    const probe = "app.probe";
    localStorage.setItem(probe, "1");
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return memoryStore();
  }
}

/** JSON under a key; null when absent or unreadable. */
export function readJson(store: KeyValueStore, key: string): unknown {
  const text = store.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Writes JSON; a full storage loses the write rather than breaking the app. */
export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: the value is only a convenience (a cached answer) or is kept in memory by the caller.
  }
}
