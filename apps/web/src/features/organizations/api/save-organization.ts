import { organization, type OrganizationCreate, type OrganizationUpdate } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationKeys } from "../../../components/organization-picker/organization-queries";
import { api } from "../../../lib/api-client";
import { organizationDetailKey } from "./organization";

/** POST /organizations: a new sub-organization (ORGANIZATION_ADMIN). */
export function createOrganization(input: OrganizationCreate) {
  return api.post("/organizations", { schema: organization, body: input });
}

/** PUT /organizations: name and description; refused with CONFLICT when `version` is stale. */
export function updateOrganization(input: OrganizationUpdate) {
  return api.put("/organizations", { schema: organization, body: input });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (saved) => {
      queryClient.setQueryData(organizationDetailKey(saved.id), saved);
      // Names show in trees and in the paths of every organization below it.
      return queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}
