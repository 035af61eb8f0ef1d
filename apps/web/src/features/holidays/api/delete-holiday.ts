import { holidayCalendar } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { holidayCalendarKey, holidaysQueryKey } from "./holiday-calendar";

export interface DeleteHolidayRequest {
  id: number;
  orgId: number;
  year: number;
}

/** DELETE /holidays/{id}/{orgId}?year=: the answer is the calendar without it. */
export function deleteHoliday({ id, orgId, year }: DeleteHolidayRequest) {
  return api.delete(`/holidays/${id}/${orgId}?year=${year}`, { schema: holidayCalendar });
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: (calendar, request) => {
      queryClient.setQueryData(holidayCalendarKey(request.orgId, request.year), calendar);
      void queryClient.invalidateQueries({
        queryKey: holidaysQueryKey,
        predicate: (query) => query.queryKey[2] !== request.year || query.queryKey[1] !== request.orgId,
      });
    },
    onError: (_error, request) => void queryClient.invalidateQueries({ queryKey: holidayCalendarKey(request.orgId, request.year) }),
  });
}
