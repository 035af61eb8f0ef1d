import { participantCalendar, type CalendarEventInput, type ParticipantCalendar } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

/** GET /participants/{id}/calendar: the participant's private media schedule. */
export function fetchParticipantCalendar(participantId: number, signal?: AbortSignal) {
  return api.get(`/participants/${participantId}/calendar`, { schema: participantCalendar, signal });
}

/** PUT /participants/{id}/calendar/update: no id creates the event, id + version updates it. Answers the calendar. */
export function saveCalendarEvent(participantId: number, change: CalendarEventInput) {
  return api.put(`/participants/${participantId}/calendar/update`, { schema: participantCalendar, body: change });
}

/** DELETE /participants/{id}/calendar/{eventId}. Answers the calendar. */
export function deleteCalendarEvent(participantId: number, eventId: number) {
  return api.delete(`/participants/${participantId}/calendar/${eventId}`, { schema: participantCalendar });
}

export function participantCalendarQueryOptions(participantId: number) {
  return queryOptions({
    queryKey: participantKeys.calendar(participantId),
    queryFn: ({ signal }) => fetchParticipantCalendar(participantId, signal),
    staleTime: 0,
  });
}

export function useParticipantCalendar(participantId: number) {
  return useQuery(participantCalendarQueryOptions(participantId));
}

/** Create, change and delete events; the calendar the server answers replaces the one shown. */
export function useCalendarEventMutations(participantId: number) {
  const queryClient = useQueryClient();
  const key = participantKeys.calendar(participantId);
  const store = (calendar: ParticipantCalendar) => queryClient.setQueryData(key, calendar);
  /** After a failed change the calendar is read again (docs/domain-rules.md#error-catalogue). */
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (change: CalendarEventInput) => saveCalendarEvent(participantId, change),
    onSuccess: store,
    onError: reload,
  });
  const remove = useMutation({
    mutationFn: (eventId: number) => deleteCalendarEvent(participantId, eventId),
    onSuccess: store,
    onError: reload,
  });
  return { save, remove };
}
