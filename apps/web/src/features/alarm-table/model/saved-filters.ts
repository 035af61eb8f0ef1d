import { ALARM_FILTER_KEYS } from "../../../lib/session-storage";
import { parseAlarmFilter, type AlarmFilter } from "./alarm-filter";
import type { AlarmView } from "./alarm-tabs";

type FilterKey = (typeof ALARM_FILTER_KEYS)[number];

/**
 * Each tab's filters are kept under its own key: in localStorage (cleared at logout,
 * docs/domain-rules.md#session) and, for the user on any browser, in the server's table-filters
 * document (one JSON object per user, the same keys, other tables' entries left as they are).
 */
export const FILTER_KEY_OF: Record<AlarmView, FilterKey> = {
  all: ALARM_FILTER_KEYS[0],
  my: ALARM_FILTER_KEYS[1],
  history: ALARM_FILTER_KEYS[2],
};

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The tab's filters stored in this browser; null when none are. */
export function readLocalFilter(storage: Pick<Storage, "getItem">, view: AlarmView): AlarmFilter | null {
  const value = parseJson(storage.getItem(FILTER_KEY_OF[view]));
  return isObject(value) ? parseAlarmFilter(value) : null;
}

export function writeLocalFilter(storage: Pick<Storage, "setItem">, view: AlarmView, filter: AlarmFilter): void {
  storage.setItem(FILTER_KEY_OF[view], JSON.stringify(filter));
}

/** The tab's filters in the server's document; null when it holds none. */
export function filterInDocument(document: string | null, view: AlarmView): AlarmFilter | null {
  const value = parseJson(document);
  const entry = isObject(value) ? value[FILTER_KEY_OF[view]] : undefined;
  return isObject(entry) ? parseAlarmFilter(entry) : null;
}

/** The server's document with the tab's filters replaced; a document that is not a JSON object is started afresh. */
export function withFilterInDocument(document: string | null, view: AlarmView, filter: AlarmFilter): string {
  const value = parseJson(document);
  return JSON.stringify({ ...(isObject(value) ? value : {}), [FILTER_KEY_OF[view]]: filter });
}
