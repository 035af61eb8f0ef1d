import { useMemo } from "react";
import { labelCollator, rememberingSorter, type SortedOf } from "./selector-sort";

export type { SortedOf } from "./selector-sort";

/** Sorts lists alphabetically in the interface language, each list once. */
export function useSortedLists(language: string): SortedOf {
  return useMemo(() => rememberingSorter(labelCollator(language)), [language]);
}
