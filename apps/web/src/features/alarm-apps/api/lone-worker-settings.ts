import { listResponse, loneWorkerSettings, type LoneWorkerSettingsUpdate } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const settingsKey = (orgId: number) => ["lone-worker-settings", orgId] as const;

/** GET /lone-worker/settings/{orgId}: the organization's own settings, or those it inherits. */
export function useLoneWorkerSettings(orgId: number | null) {
  return useQuery({
    queryKey: settingsKey(orgId ?? 0),
    queryFn: orgId === null ? skipToken : ({ signal }) => api.get(`/lone-worker/settings/${orgId}`, { schema: loneWorkerSettings, signal }),
    staleTime: 0,
  });
}

/** PUT /lone-worker/settings/{orgId}. */
export function useSaveLoneWorkerSettings(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoneWorkerSettingsUpdate) => api.put(`/lone-worker/settings/${orgId}`, { schema: loneWorkerSettings, body: request }),
    // Organizations below may inherit what changed.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["lone-worker-settings"] }),
  });
}

/** One page big enough for a picker, as the other alarm point pickers. */
const PICKER_PAGE_SIZE = 1000;

export interface PointOption {
  id: number;
  name: string;
  orgName: string;
}

/** The alarm points the organization's lone workers may trigger: its own and those above it (POST /list type ALARMPOINT). */
export function useLoneWorkerPointOptions(orgId: number) {
  return useQuery({
    // Under "alarm-points" so saving a point on its own screen refreshes the choice.
    queryKey: ["alarm-points", "lone-worker-options", orgId],
    queryFn: async ({ signal }): Promise<PointOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: {
          type: "ALARMPOINT",
          usableInOrgId: orgId,
          recursive: true,
          deletedAlarm: false,
          pageSize: PICKER_PAGE_SIZE,
          currentPage: 1,
          sortField: "name",
          sortOrder: "ASCENDING",
        },
        signal,
      });
      return page.list.map(({ id, name, orgName }) => ({ id, name, orgName }));
    },
  });
}
