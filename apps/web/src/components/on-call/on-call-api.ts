import {
  alarmPointOnCall,
  dutyOverride,
  listPageOf,
  MAX_PAGE_SIZE,
  ON_CALL_DEFAULT_DAYS,
  participantOnCall,
  statusOk,
  type DutyOverrideCreate,
} from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { BodyOf } from "../../lib/api-routes";

/**
 * Every query of "who is on duty" starts with "on-call", so a new or deleted override refreshes
 * the timelines, the duties and the override lists at once.
 */
export const onCallKeys = {
  all: ["on-call"] as const,
  alarmPoint: (id: number, days: number) => ["on-call", "alarm-point", id, days] as const,
  participant: (id: number, days: number) => ["on-call", "participant", id, days] as const,
  overrides: (filter: OverrideFilter) => ["on-call", "overrides", filter] as const,
  feed: (participantId: number) => ["on-call", "feed", participantId] as const,
  people: (usableInOrgId: number | null) => ["on-call", "people", usableInOrgId] as const,
};

/** The range starts now; the server takes "now" when `from` is absent, so the query stays the same between renders. */
const rangeOf = (days: number) => `days=${days}`;

export function alarmPointOnCallQueryOptions(id: number, days = ON_CALL_DEFAULT_DAYS) {
  return queryOptions({
    queryKey: onCallKeys.alarmPoint(id, days),
    queryFn: ({ signal }) => api.get(`/on-call/alarm-points/${id}?${rangeOf(days)}`, { schema: alarmPointOnCall, signal }),
  });
}

export function useAlarmPointOnCall(id: number, enabled: boolean, days = ON_CALL_DEFAULT_DAYS) {
  return useQuery({ ...alarmPointOnCallQueryOptions(id, days), enabled });
}

export function useParticipantOnCall(id: number, enabled: boolean, days = ON_CALL_DEFAULT_DAYS) {
  return useQuery({
    queryKey: onCallKeys.participant(id, days),
    queryFn: ({ signal }) => api.get(`/on-call/participants/${id}?${rangeOf(days)}`, { schema: participantOnCall, signal }),
    enabled,
  });
}

/** The overrides in which a participant is covered or covers, or those of the people of an alarm point. */
export type OverrideFilter = { participantId: number } | { alarmPointId: number };

const filterQuery = (filter: OverrideFilter) => ("participantId" in filter ? `participantId=${filter.participantId}` : `alarmPointId=${filter.alarmPointId}`);

export function useDutyOverrides(filter: OverrideFilter, enabled: boolean) {
  return useQuery({
    queryKey: onCallKeys.overrides(filter),
    queryFn: ({ signal }) => api.get(`/duty-overrides?${filterQuery(filter)}`, { schema: dutyOverride.array(), signal }),
    enabled,
  });
}

/** Any change of an override changes who is on duty: every on-call query is read again. */
function useChangeOfDuties<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: onCallKeys.all }) });
}

/** POST /duty-overrides. */
export const useCreateOverride = () => useChangeOfDuties((request: DutyOverrideCreate) => api.post("/duty-overrides", { schema: dutyOverride, body: request }));

/** DELETE /duty-overrides/{id}. */
export const useDeleteOverride = () => useChangeOfDuties((id: number) => api.delete(`/duty-overrides/${id}`, { schema: statusOk }));

/** Who may cover: the participants an object of `usableInOrgId` may name, all of them in one page (docs/domain-rules.md#constants). */
export function useCoveringCandidates(usableInOrgId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: onCallKeys.people(usableInOrgId),
    queryFn: async ({ signal }) => {
      const body: BodyOf<"POST", "/list"> = {
        type: "PARTICIPANT",
        currentPage: 1,
        pageSize: MAX_PAGE_SIZE,
        sortField: "name",
        sortOrder: "ASCENDING",
        recursive: true,
        ...(usableInOrgId === null ? {} : { usableInOrgId }),
      };
      const page = await api.post("/list", { schema: listPageOf("PARTICIPANT"), body, signal });
      return page.list.map((row) => ({ id: row.id, fullName: row.fullName, orgName: row.orgName }));
    },
    enabled,
  });
}
