import { holidayCalendar, type HolidayCreate, type HolidayUpdate } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { holidayCalendarKey, holidaysQueryKey } from "./holiday-calendar";

export type SaveHolidayRequest = { orgId: number; year: number } & ({ kind: "create"; request: HolidayCreate } | { kind: "update"; request: HolidayUpdate });

/** POST or PUT /holidays/{orgId}?year=: the answer is the whole calendar of that year. */
export function saveHoliday(save: SaveHolidayRequest) {
  const path = `/holidays/${save.orgId}?year=${save.year}` as const;
  return save.kind === "create"
    ? api.post(path, { schema: holidayCalendar, body: save.request })
    : api.put(path, { schema: holidayCalendar, body: save.request });
}

/**
 * Saves a holiday and shows the calendar the server answered. Other years and the organizations
 * below (which inherit it) are read again; after a failure the calendar is read again too
 * (docs/domain-rules.md#error-catalogue).
 */
export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHoliday,
    onSuccess: (calendar, save) => {
      queryClient.setQueryData(holidayCalendarKey(save.orgId, save.year), calendar);
      void queryClient.invalidateQueries({
        queryKey: holidaysQueryKey,
        predicate: (query) => query.queryKey[2] !== save.year || query.queryKey[1] !== save.orgId,
      });
    },
    onError: (_error, save) => void queryClient.invalidateQueries({ queryKey: holidayCalendarKey(save.orgId, save.year) }),
  });
}
