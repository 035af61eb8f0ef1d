import { ON_CALL_DEFAULT_DAYS, standbyCoverage, teamCoverage } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { onCallKeys } from "../../../components/on-call/on-call-api";
import { api } from "../../../lib/api-client";
import type { SavedSchedule } from "../model/schedule-kind";
import type { ScheduleCoverage } from "../model/coverage";
import type { ScheduleApi } from "./schedule-api";

/**
 * GET /on-call/alarm-rotationals/{id} or /on-call/participant-rotationals/{id}: where the schedule
 * leaves people unreached over the next days. Under "on-call", so a new or deleted override
 * refreshes it with the other on-call views.
 */
export function scheduleCoverageQueryOptions(kind: ScheduleApi<SavedSchedule>, id: number, days = ON_CALL_DEFAULT_DAYS) {
  return queryOptions({
    queryKey: [...onCallKeys.all, "schedule-coverage", kind.kind, id, days],
    queryFn: async ({ signal }): Promise<ScheduleCoverage> => {
      const path = `/on-call${kind.path}/${id}?days=${days}` as const;
      return kind.kind === "standby"
        ? { kind: "standby", coverage: await api.get(path, { schema: standbyCoverage, signal }) }
        : { kind: "team", coverage: await api.get(path, { schema: teamCoverage, signal }) };
    },
    // Alarm points, participants and their private schedules change it elsewhere: the editor reads it afresh.
    staleTime: 0,
  });
}

export function useScheduleCoverage(kind: ScheduleApi<SavedSchedule>, id: number) {
  return useQuery(scheduleCoverageQueryOptions(kind, id));
}
