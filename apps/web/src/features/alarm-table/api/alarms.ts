import { alarmDetails, alarmList, type AlarmTableRequest } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import type { AlarmSource } from "../model/alarm-tabs";

/** Everything the alarm monitor reads; a live change of any alarm makes it read again. */
export const alarmTableQueryKey = ["alarm-table"] as const;

/** POST /alarmtable (open alarms) or POST /history (ended alarms): a page of rows and the count. */
export function alarmListQueryOptions(source: AlarmSource, request: AlarmTableRequest) {
  return queryOptions({
    queryKey: [...alarmTableQueryKey, "list", source, request],
    queryFn: ({ signal }) => api.post(`/${source}`, { schema: alarmList, body: request, signal }),
    // Paging, sorting and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAlarmList(source: AlarmSource, request: AlarmTableRequest, enabled: boolean) {
  return useQuery({ ...alarmListQueryOptions(source, request), enabled });
}

const otherSource = (source: AlarmSource): AlarmSource => (source === "history" ? "alarmtable" : "history");

/**
 * GET /{source}/details/{id}. An alarm opened from the table may have ended meanwhile (and one from
 * the history link may still run): when the tab's source does not know it, the other one is asked.
 */
async function fetchDetails(source: AlarmSource, id: number, signal: AbortSignal) {
  try {
    return await api.get(`/${source}/details/${id}`, { schema: alarmDetails, signal });
  } catch (error) {
    if (!isApiError(error, "NOT_FOUND")) throw error;
    return api.get(`/${otherSource(source)}/details/${id}`, { schema: alarmDetails, signal });
  }
}

export function alarmDetailsQueryOptions(source: AlarmSource, id: number) {
  return queryOptions({
    queryKey: [...alarmTableQueryKey, "details", id, source],
    queryFn: ({ signal }) => fetchDetails(source, id, signal),
  });
}

export function useAlarmDetails(source: AlarmSource, id: number | null) {
  return useQuery({ ...alarmDetailsQueryOptions(source, id ?? 0), enabled: id !== null });
}
