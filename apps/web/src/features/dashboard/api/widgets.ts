import { widgetsDocument, type WidgetsDocument } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const widgetsQueryKey = ["dashboard", "widgets"] as const;

/** GET /widgets: the user's arrangement as JSON text, or the preset of their roles. */
export const widgetsQueryOptions = () =>
  queryOptions({
    queryKey: widgetsQueryKey,
    queryFn: ({ signal }) => api.get("/widgets", { schema: widgetsDocument, signal }),
    // Another tab or a role change may have changed it: read afresh when the dashboard opens.
    staleTime: 0,
  });

export const useWidgets = () => useQuery(widgetsQueryOptions());

/** PUT /widgets: saves the arrangement (JSON text), or with null returns to the preset. */
export const putWidgets = (widgets: string | null) => api.put("/widgets", { schema: widgetsDocument, body: { widgets } });

export function useSaveWidgets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putWidgets,
    onSuccess: (saved: WidgetsDocument) => queryClient.setQueryData(widgetsQueryKey, saved),
  });
}
