import { tableFilters } from "@alarm/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /table-filters: the signed-in user's saved table filters, one text (a JSON document). */
export const tableFiltersQueryOptions = () =>
  queryOptions({
    queryKey: ["table-filters"],
    queryFn: ({ signal }) => api.get("/table-filters", { schema: tableFilters, signal }),
    // Read once a visit; this screen is the one that changes it.
    staleTime: Infinity,
  });

/** POST /table-filters with the whole document. */
export function useSaveTableFilters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: string) => api.post("/table-filters", { schema: tableFilters, body: document }),
    onSuccess: (saved) => queryClient.setQueryData(tableFiltersQueryOptions().queryKey, saved),
  });
}
