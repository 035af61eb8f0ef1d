import { holidayCalendar } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Every query of the holidays screen starts with "holidays". */
export const holidaysQueryKey = ["holidays"] as const;
export const holidayCalendarKey = (orgId: number, year: number) => [...holidaysQueryKey, orgId, year] as const;

export function fetchHolidayCalendar(orgId: number, year: number, signal?: AbortSignal) {
  return api.get(`/holidays/${orgId}?year=${year}`, { schema: holidayCalendar, signal });
}

export function holidayCalendarQueryOptions(orgId: number, year: number) {
  return queryOptions({
    queryKey: holidayCalendarKey(orgId, year),
    queryFn: ({ signal }) => fetchHolidayCalendar(orgId, year, signal),
    // Switching the year keeps the old one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useHolidayCalendar(orgId: number | null, year: number) {
  return useQuery({ ...holidayCalendarQueryOptions(orgId ?? 0, year), enabled: orgId !== null });
}
