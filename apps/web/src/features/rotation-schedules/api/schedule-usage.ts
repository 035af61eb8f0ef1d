import { listResponse, type ObjectType } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SavedSchedule } from "../model/schedule-kind";
import type { ScheduleApi } from "./schedule-api";

/** The usage of a schedule is listed 20 at a time (docs/domain-rules.md#constants). */
export const USAGE_PAGE_SIZE = 20;

/** POST /list/membership: the alarm points using a standby schedule, or the participants assigned a team schedule. */
export function scheduleUsageQueryOptions(kind: ScheduleApi<SavedSchedule>, type: ObjectType, objectId: number, currentPage: number) {
  return queryOptions({
    queryKey: [...kind.queryKey, "usage", objectId, currentPage],
    queryFn: ({ signal }) =>
      api.post("/list/membership", {
        schema: listResponse,
        body: { type, referenceType: kind.listType, objectId, currentPage, pageSize: USAGE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useScheduleUsage(kind: ScheduleApi<SavedSchedule>, type: ObjectType, objectId: number, currentPage: number) {
  return useQuery(scheduleUsageQueryOptions(kind, type, objectId, currentPage));
}
