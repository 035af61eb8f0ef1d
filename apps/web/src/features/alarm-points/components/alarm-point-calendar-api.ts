import { alarmPointCalendar, listResponse, type AlarmPointCalendar, type AlarmPointCalendarEventInput } from "@alarm/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const calendarKey = (alarmPointId: number) => ["alarm-point-calendar", alarmPointId] as const;
const REPLACEMENT_OPTIONS_KEY = ["alarm-point-calendar", "replacement-options"] as const;
/** The replacement drop-down lists the alarm points of POST /list, up to 1000. */
const REPLACEMENT_OPTIONS_SIZE = 1000;

export interface AlarmPointOption {
  id: number;
  name: string;
  orgName: string;
}

/** GET /alarmpoints/{id}/calendar. */
export function useAlarmPointCalendar(alarmPointId: number) {
  return useQuery({
    queryKey: calendarKey(alarmPointId),
    queryFn: ({ signal }) => api.get(`/alarmpoints/${alarmPointId}/calendar`, { schema: alarmPointCalendar, signal }),
    staleTime: 0,
  });
}

/** PUT /alarmpoints/{id}/calendar/update (no id creates) and DELETE /alarmpoints/{id}/calendar/{calendarId}; both answer the calendar. */
export function useAlarmPointCalendarMutations(alarmPointId: number) {
  const queryClient = useQueryClient();
  const key = calendarKey(alarmPointId);
  const store = (calendar: AlarmPointCalendar) => queryClient.setQueryData(key, calendar);
  /** After a failed change the list and the calendar are read again (docs/domain-rules.md#error-catalogue). */
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: REPLACEMENT_OPTIONS_KEY });
  };
  const save = useMutation({
    mutationFn: (change: AlarmPointCalendarEventInput) => api.put(`/alarmpoints/${alarmPointId}/calendar/update`, { schema: alarmPointCalendar, body: change }),
    onSuccess: store,
    onError: reload,
  });
  const remove = useMutation({
    mutationFn: (calendarId: number) => api.delete(`/alarmpoints/${alarmPointId}/calendar/${calendarId}`, { schema: alarmPointCalendar }),
    onSuccess: store,
    onError: reload,
  });
  return { save, remove };
}

/** The alarm points the caller sees (POST /list type ALARMPOINT), for the replacement drop-down and the owner's name. */
export function useAlarmPointOptions() {
  return useQuery({
    queryKey: REPLACEMENT_OPTIONS_KEY,
    queryFn: async ({ signal }): Promise<AlarmPointOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: { type: "ALARMPOINT", currentPage: 1, pageSize: REPLACEMENT_OPTIONS_SIZE, recursive: true, sortField: "name", sortOrder: "ASCENDING" },
        signal,
      });
      return page.list.map((item) => ({ id: item.id, name: item.name, orgName: item.orgName }));
    },
  });
}
