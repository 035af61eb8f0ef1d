import { createdIntegrationKey, integrationKey, integrationKeyList, type IntegrationKeyCreate } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** Every query of integration keys starts with "integration-keys"; a point's keys are read again after each change. */
export const integrationKeysKeys = {
  all: ["integration-keys"] as const,
  ofPoint: (alarmPointId: number) => ["integration-keys", "alarm-point", alarmPointId] as const,
};

/** GET /alarm-points/{id}/integration-keys: the point's keys, revoked ones last. */
export function integrationKeysQueryOptions(alarmPointId: number) {
  return queryOptions({
    queryKey: integrationKeysKeys.ofPoint(alarmPointId),
    queryFn: async ({ signal }) => (await api.get(`/alarm-points/${alarmPointId}/integration-keys`, { schema: integrationKeyList, signal })).list,
  });
}

export const useIntegrationKeys = (alarmPointId: number) => useQuery(integrationKeysQueryOptions(alarmPointId));

function useChangeOfKeys<A, R>(alarmPointId: number, mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationKeysKeys.ofPoint(alarmPointId) }) });
}

/** POST /alarm-points/{id}/integration-keys: the answer holds the secret, the only time it is shown. */
export const useCreateIntegrationKey = (alarmPointId: number) =>
  useChangeOfKeys(alarmPointId, (request: IntegrationKeyCreate) =>
    api.post(`/alarm-points/${alarmPointId}/integration-keys`, { schema: createdIntegrationKey, body: request }),
  );

/** DELETE /integration-keys/{id}: the key is refused from now on; the answer is the revoked key. */
export const useRevokeIntegrationKey = (alarmPointId: number) =>
  useChangeOfKeys(alarmPointId, (id: number) => api.delete(`/integration-keys/${id}`, { schema: integrationKey }));
