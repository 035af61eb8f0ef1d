import { alarmTemplate, statusOk, type AlarmTemplateCreate, type AlarmTemplateUpdate } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmTemplatesQueryKey } from "./query-keys";

export function useAlarmTemplate(id: number | null) {
  return useQuery({
    queryKey: [...alarmTemplatesQueryKey, "detail", id],
    queryFn: id === null ? skipToken : ({ signal }) => api.get(`/alarmtemplates/${id}`, { schema: alarmTemplate, signal }),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export type SaveAlarmTemplate = { kind: "create"; request: AlarmTemplateCreate } | { kind: "update"; request: AlarmTemplateUpdate };

/** POST or PUT /alarmtemplates; afterwards the table and the editor read again. */
export function useSaveAlarmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveAlarmTemplate) =>
      save.kind === "create"
        ? api.post("/alarmtemplates", { schema: alarmTemplate, body: save.request })
        : api.put("/alarmtemplates", { schema: alarmTemplate, body: save.request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alarmTemplatesQueryKey }),
  });
}

export function useDeleteAlarmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/alarmtemplates/${id}`, { schema: statusOk }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...alarmTemplatesQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...alarmTemplatesQueryKey, "list"] });
    },
  });
}
