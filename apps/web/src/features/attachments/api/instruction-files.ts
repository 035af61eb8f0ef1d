import { instructionFileGroups, statusOk, type InstructionFileGroup } from "@alarm/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The instruction-file calls live under /rest/admin (docs/domain-rules.md#rest-conventions); the API client takes such paths as they are. */
export const ADMIN_INSTRUCTIONS = "/rest/admin/instructions";

export const attachmentKeys = {
  all: ["instruction-files"] as const,
  list: (orgId: number, filter: string) => ["instruction-files", orgId, filter] as const,
};

export const instructionFilesQuery = (orgId: number, filter: string) =>
  queryOptions({
    queryKey: attachmentKeys.list(orgId, filter),
    queryFn: ({ signal }) =>
      api.get(`${ADMIN_INSTRUCTIONS}/instruction-files?${new URLSearchParams({ orgId: String(orgId), filter })}`, { schema: instructionFileGroups, signal }),
  });

/** PATCH /instructions/move?orgId=: success when the answer's status is "ok" (docs/domain-rules.md#organization-picker). */
export function useMoveFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paths, orgId }: { paths: string[]; orgId: number }) => {
      const answer = await api.patch(`${ADMIN_INSTRUCTIONS}/move?orgId=${orgId}`, { schema: statusOk, body: { paths } });
      return answer.status === "ok";
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.all }),
  });
}

/** DELETE /instructions/delete; the deleted files leave the shown lists at once (docs/domain-rules.md#editor-states). */
export function useDeleteFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paths: string[]) => api.delete(`${ADMIN_INSTRUCTIONS}/delete`, { schema: statusOk, body: { paths } }),
    onSuccess: (_answer, paths) => {
      const gone = new Set(paths);
      queryClient.setQueriesData<InstructionFileGroup[]>({ queryKey: attachmentKeys.all }, (current) =>
        current?.map((group) => ({ ...group, files: group.files.filter((file) => !gone.has(file.path)) })).filter((group) => group.files.length > 0),
      );
      return queryClient.invalidateQueries({ queryKey: attachmentKeys.all });
    },
  });
}
