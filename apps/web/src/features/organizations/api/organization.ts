import { organization, type Organization } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { organizationKeys } from "../../../components/organization-picker/organization-queries";
import { api } from "../../../lib/api-client";

export const organizationDetailKey = (id: number) => [...organizationKeys.all, "detail", id] as const;

/** GET /organizations/{id}: name, description, path and version of one organization in scope. */
export function getOrganization(id: number, signal?: AbortSignal): Promise<Organization> {
  return api.get(`/organizations/${id}`, { schema: organization, signal });
}

export function organizationQueryOptions(id: number) {
  return queryOptions({ queryKey: organizationDetailKey(id), queryFn: ({ signal }) => getOrganization(id, signal) });
}

export function useOrganization(id: number | null) {
  return useQuery({ ...organizationQueryOptions(id ?? 0), enabled: id !== null });
}
