import { objectLimits, type ObjectLimits, type ObjectLimitsUpdate } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { organizationKeys } from "../../../components/organization-picker/organization-queries";
import { api } from "../../../lib/api-client";

export const objectLimitsKey = (id: number) => [...organizationKeys.all, "object-limits", id] as const;

/** GET /organizations/object-limits/{id}: the limits set on it and the objects held now. */
export function getObjectLimits(id: number, signal?: AbortSignal): Promise<ObjectLimits> {
  return api.get(`/organizations/object-limits/${id}`, { schema: objectLimits, signal });
}

/** POST /organizations/object-limits/{id}: null removes a limit; refused for one's own organization. */
export function saveObjectLimits({ id, limits }: { id: number } & ObjectLimitsUpdate): Promise<ObjectLimits> {
  return api.post(`/organizations/object-limits/${id}`, { schema: objectLimits, body: { limits } });
}

export function objectLimitsQueryOptions(id: number) {
  return queryOptions({ queryKey: objectLimitsKey(id), queryFn: ({ signal }) => getObjectLimits(id, signal) });
}

export function useObjectLimits(id: number, enabled = true) {
  return useQuery({ ...objectLimitsQueryOptions(id), enabled });
}

export function useSaveObjectLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveObjectLimits,
    onSuccess: (saved) => queryClient.setQueryData(objectLimitsKey(saved.orgId), saved),
  });
}
