import { listResponse } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Pickers fetch 1000 at once (docs/domain-rules.md#constants). */
const TEAM_SCHEDULE_PICKER_SIZE = 1000;

export interface TeamScheduleOption {
  id: number;
  name: string;
  orgName: string;
}

/**
 * The team media schedules a participant of `usableInOrgId` may be given (POST /list type
 * PARTICIPANT_ROTATIONAL): its organization's and those above it; all the caller sees without one.
 */
export function teamScheduleOptionsQueryOptions(usableInOrgId: number | null) {
  return queryOptions({
    // Under "team-schedules" so saving a schedule on its own screen refreshes the choice.
    queryKey: ["team-schedules", "options", usableInOrgId],
    queryFn: async ({ signal }): Promise<TeamScheduleOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: {
          type: "PARTICIPANT_ROTATIONAL",
          pageSize: TEAM_SCHEDULE_PICKER_SIZE,
          currentPage: 1,
          sortField: "name",
          sortOrder: "ASCENDING",
          recursive: true,
          ...(usableInOrgId === null ? {} : { usableInOrgId }),
        },
        signal,
      });
      return page.list.map(({ id, name, orgName }) => ({ id, name, orgName }));
    },
  });
}

export const useTeamScheduleOptions = (usableInOrgId: number | null) => useQuery(teamScheduleOptionsQueryOptions(usableInOrgId));
