import { systemTableList, systemTablePage, type SystemTablePageRequest } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Every query of the system tables screen starts with this. */
export const systemTablesQueryKey = ["system-tables"] as const;

/** GET /views: the tables the signed-in user may browse, with their columns. */
export const systemTablesQueryOptions = () =>
  queryOptions({
    queryKey: [...systemTablesQueryKey, "tables"],
    queryFn: async ({ signal }) => (await api.get("/views", { schema: systemTableList, signal })).list,
    // The set of tables changes only with a new server version.
    staleTime: Infinity,
  });

export const useSystemTables = () => useQuery(systemTablesQueryOptions());

/** POST /views/{table}/list: one page of the table, sorted and filtered on the server. */
export const systemTablePageQueryOptions = (table: string, request: SystemTablePageRequest) =>
  queryOptions({
    queryKey: [...systemTablesQueryKey, "page", table, request],
    queryFn: ({ signal }) => api.post(`/views/${encodeURIComponent(table)}/list`, { schema: systemTablePage, body: request, signal }),
    // Paging, sorting and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // A browser of stored rows: what it shows is read anew each time.
    staleTime: 0,
  });

export const useSystemTablePage = (table: string, request: SystemTablePageRequest) => useQuery(systemTablePageQueryOptions(table, request));
