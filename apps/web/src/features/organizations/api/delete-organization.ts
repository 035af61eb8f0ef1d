import { statusOk } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationKeys } from "../../../components/organization-picker/organization-queries";
import { api } from "../../../lib/api-client";

/** DELETE /organizations/{id}: refused (CONFLICT) while it holds sub-organizations, users or roles. */
export function deleteOrganization(id: number) {
  return api.delete(`/organizations/${id}`, { schema: statusOk });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: (_answer, id) => {
      // What was read of the deleted organization is gone, not stale: asking again would answer 404.
      const concernsIt = (key: readonly unknown[]) => key[0] === organizationKeys.all[0] && key[2] === id;
      queryClient.removeQueries({ predicate: (query) => concernsIt(query.queryKey) });
      return queryClient.invalidateQueries({ queryKey: organizationKeys.all, predicate: (query) => !concernsIt(query.queryKey) });
    },
  });
}
