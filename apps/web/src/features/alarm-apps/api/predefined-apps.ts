import { predefinedApp, predefinedAppList, statusOk, type AppType, type PredefinedAppCreate, type PredefinedAppUpdate } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryString } from "../../../lib/api-routes";
import { isApiError } from "../../../lib/api-error";

/** Every query of the alarm apps screen starts with this, so a save refreshes the overview and the editor at once. */
export const alarmAppsQueryKey = ["alarm-apps"] as const;

const appsPath = (orgId: number, type?: AppType) => `/alarmpoints/predefined/${orgId}${queryString({ alarmtype: type })}` as const;

/** GET /alarmpoints/predefined/{orgId}: the apps the organization offers, of every type. */
export function useOrganizationApps(orgId: number | null) {
  return useQuery({
    queryKey: [...alarmAppsQueryKey, "list", orgId],
    queryFn: orgId === null ? skipToken : async ({ signal }) => (await api.get(appsPath(orgId), { schema: predefinedAppList, signal })).list,
  });
}

/** GET /alarmpoints/predefined/{orgId}?alarmtype=: the organization's app of one type, or null when it has none. */
export function useOrganizationApp(orgId: number, type: AppType) {
  return useQuery({
    queryKey: [...alarmAppsQueryKey, "app", orgId, type],
    queryFn: async ({ signal }) =>
      (await api.get(appsPath(orgId, type), { schema: predefinedAppList, signal })).list.find((app) => app.appType === type) ?? null,
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export type SaveApp = { kind: "create"; request: PredefinedAppCreate } | { kind: "update"; request: PredefinedAppUpdate };

/** POST (no id yet) or PUT /alarmpoints/predefined. */
export function useSaveApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveApp) =>
      save.kind === "create"
        ? api.post("/alarmpoints/predefined", { schema: predefinedApp, body: save.request })
        : api.put("/alarmpoints/predefined", { schema: predefinedApp, body: save.request }),
    // A conflict means someone else set the app up or changed it meanwhile: show what is there now.
    onSettled: (_saved, error) => {
      if (!error || isApiError(error, "CONFLICT")) void queryClient.invalidateQueries({ queryKey: alarmAppsQueryKey });
    },
  });
}

/** DELETE /alarmpoints/predefined/{id}. */
export function useRemoveApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/alarmpoints/predefined/${id}`, { schema: statusOk }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alarmAppsQueryKey }),
  });
}
