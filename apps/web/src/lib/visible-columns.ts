/**
 * The column-selection list of a table: which columns are shown, remembered in localStorage
 * under `columns.<table>` as a JSON array of column keys.
 */
export function columnsStorageKey(table: string): string {
  return `columns.${table}`;
}

/** The remembered columns in the table's own order; the defaults when nothing usable is stored. */
export function readVisibleColumns<K extends string>(storage: Pick<Storage, "getItem">, table: string, known: readonly K[], defaults: readonly K[]): K[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(columnsStorageKey(table)) ?? "null");
  } catch {
    stored = null;
  }
  if (!Array.isArray(stored)) return [...defaults];
  const chosen = known.filter((key) => stored.includes(key));
  return chosen.length > 0 ? chosen : [...defaults];
}

/** Remembers a choice; an empty one is refused (a table shows at least one column). */
export function writeVisibleColumns<K extends string>(storage: Pick<Storage, "setItem">, table: string, known: readonly K[], chosen: readonly K[]): K[] | null {
  const ordered = known.filter((key) => chosen.includes(key));
  if (ordered.length === 0) return null;
  storage.setItem(columnsStorageKey(table), JSON.stringify(ordered));
  return ordered;
}
