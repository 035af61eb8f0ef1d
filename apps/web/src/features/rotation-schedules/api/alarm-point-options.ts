import { listResponse } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** As the plan pickers: one page big enough for a picker. */
const PICKER_PAGE_SIZE = 1000;

export interface AlarmPointOption {
  id: number;
  name: string;
  orgName: string;
}

/** The alarm points a standby event of a schedule in `usableInOrgId` may name (POST /list type ALARMPOINT). */
export function alarmPointOptionsQueryOptions(usableInOrgId: number | null) {
  return queryOptions({
    // Under "alarm-points" so saving a point on its own screen refreshes the choice.
    queryKey: ["alarm-points", "options", usableInOrgId],
    queryFn: async ({ signal }): Promise<AlarmPointOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: {
          type: "ALARMPOINT",
          pageSize: PICKER_PAGE_SIZE,
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

export function useAlarmPointOptions(usableInOrgId: number | null) {
  return useQuery(alarmPointOptionsQueryOptions(usableInOrgId));
}
