import { maintenanceWindow, statusOk, type MaintenanceWindowCreate, type MaintenanceWindowUpdate } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { maintenanceWindowsQueryKey, maintenanceWindowsQueryOptions } from "../../../components/maintenance/maintenance-queries";
import { api } from "../../../lib/api-client";

/** GET /maintenance-windows: every window the user sees, with the occurrence in force and the next one. */
export function useMaintenanceWindows() {
  return useQuery(maintenanceWindowsQueryOptions());
}

export function useMaintenanceWindow(id: number | null) {
  return useQuery({
    queryKey: [...maintenanceWindowsQueryKey, "detail", id],
    queryFn: id === null ? skipToken : ({ signal }) => api.get(`/maintenance-windows/${id}`, { schema: maintenanceWindow, signal }),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export type SaveMaintenanceWindow = { kind: "create"; request: MaintenanceWindowCreate } | { kind: "update"; request: MaintenanceWindowUpdate };

/** POST or PUT /maintenance-windows; afterwards the lists and the editor read again. */
export function useSaveMaintenanceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveMaintenanceWindow) =>
      save.kind === "create"
        ? api.post("/maintenance-windows", { schema: maintenanceWindow, body: save.request })
        : api.put("/maintenance-windows", { schema: maintenanceWindow, body: save.request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: maintenanceWindowsQueryKey }),
  });
}

/** POST /maintenance-windows/{id}/end: the occurrence in force ends now (a recurring window comes back at its next one). */
export function useEndMaintenanceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/maintenance-windows/${id}/end`, { schema: maintenanceWindow }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: maintenanceWindowsQueryKey }),
  });
}

export function useDeleteMaintenanceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/maintenance-windows/${id}`, { schema: statusOk }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...maintenanceWindowsQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...maintenanceWindowsQueryKey, "list"] });
    },
  });
}
