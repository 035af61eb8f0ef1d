import { alarmDetails, alarmList, type AlarmTableRequest } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** Which list an alarm is read from: running alarms or the history. */
export type AlarmSource = "alarmtable" | "history";

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

/**
 * GET /{source}/details/{id}. Either tab's route answers for any alarm in scope, so an alarm that
 * ends (or is acknowledged) while it is open keeps its details.
 */
export function alarmDetailsQueryOptions(source: AlarmSource, id: number) {
  return queryOptions({
    queryKey: [...alarmTableQueryKey, "details", id, source],
    queryFn: ({ signal }) => api.get(`/${source}/details/${id}`, { schema: alarmDetails, signal }),
  });
}

export function useAlarmDetails(source: AlarmSource, id: number | null) {
  return useQuery({ ...alarmDetailsQueryOptions(source, id ?? 0), enabled: id !== null });
}
