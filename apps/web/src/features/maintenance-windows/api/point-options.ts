import { listResponse } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { maintenanceWindowsQueryKey } from "../../../components/maintenance/maintenance-queries";
import { api } from "../../../lib/api-client";

/** One page big enough for a picker, as the other alarm point pickers. */
const PICKER_PAGE_SIZE = 1000;

export interface PointOption {
  id: number;
  name: string;
  orgName: string;
}

/** The alarm points a window of `orgId` may cover: those of the organization and below it (POST /list type ALARMPOINT). */
export function usePointOptions(orgId: number | null) {
  return useQuery({
    queryKey: [...maintenanceWindowsQueryKey, "points", orgId],
    queryFn: async ({ signal }): Promise<PointOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: {
          type: "ALARMPOINT",
          parentOrgId: orgId ?? undefined,
          recursive: true,
          pageSize: PICKER_PAGE_SIZE,
          currentPage: 1,
          sortField: "name",
          sortOrder: "ASCENDING",
        },
        signal,
      });
      return page.list.map(({ id, name, orgName }) => ({ id, name, orgName }));
    },
    enabled: orgId !== null,
  });
}
