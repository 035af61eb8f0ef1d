import { statusOk, textTemplate, type TextTemplateCreate, type TextTemplateUpdate } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { textTemplatesQueryKey } from "./query-keys";

export function useTextTemplate(id: number | null) {
  return useQuery({
    queryKey: [...textTemplatesQueryKey, "detail", id],
    queryFn: id === null ? skipToken : ({ signal }) => api.get(`/text-templates/${id}`, { schema: textTemplate, signal }),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export type SaveTextTemplate = { kind: "create"; request: TextTemplateCreate } | { kind: "update"; request: TextTemplateUpdate };

/** POST or PUT /text-templates; afterwards the table and the editor read again. */
export function useSaveTextTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveTextTemplate) =>
      save.kind === "create"
        ? api.post("/text-templates", { schema: textTemplate, body: save.request })
        : api.put("/text-templates", { schema: textTemplate, body: save.request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: textTemplatesQueryKey }),
  });
}

export function useDeleteTextTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/text-templates/${id}`, { schema: statusOk }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...textTemplatesQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...textTemplatesQueryKey, "list"] });
    },
  });
}
