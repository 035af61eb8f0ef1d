import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDebouncedCallback } from "../../../lib/use-debounced-callback";
import { tableFiltersQueryOptions, useSaveTableFilters } from "../api/table-filters";
import { DEFAULT_ALARM_FILTER, type AlarmFilter } from "../model/alarm-filter";
import type { AlarmView } from "../model/alarm-tabs";
import { filterInDocument, readLocalFilter, withFilterInDocument, writeLocalFilter } from "../model/saved-filters";

/** Changes reach the server once they pause this long (every keystroke is already debounced by the panel). */
const SERVER_SAVE_DELAY_MS = 1_000;

/**
 * A tab's filters, saved per user: this browser's copy first (instant), else the user's server copy,
 * else the defaults. `filter` is null only while the server copy is still being read.
 */
export function useAlarmFilter(view: AlarmView) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<AlarmFilter | null>(() => readLocalFilter(localStorage, view));
  const saved = useQuery(tableFiltersQueryOptions());
  const save = useSaveTableFilters();

  const saveOnServer = useDebouncedCallback((next: AlarmFilter) => {
    // Without the current document the other tables' entries would be lost: then this browser keeps it alone.
    const document = queryClient.getQueryData(tableFiltersQueryOptions().queryKey);
    if (!document) return;
    save.mutate(withFilterInDocument(document.value, view, next), {
      onError: (error) => console.error("Could not save the alarm table filters", error),
    });
  }, SERVER_SAVE_DELAY_MS);

  let filter = chosen;
  if (!filter && saved.isSuccess) filter = filterInDocument(saved.data.value, view) ?? DEFAULT_ALARM_FILTER;
  if (!filter && saved.isError) filter = DEFAULT_ALARM_FILTER;

  return {
    filter,
    setFilter: (next: AlarmFilter) => {
      setChosen(next);
      writeLocalFilter(localStorage, view, next);
      saveOnServer(next);
    },
  };
}
