import { outgoingWebhook, type OutgoingWebhookCreate, outgoingWebhookList, type OutgoingWebhookUpdate, statusOk, webhookDeliveryList } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Every query of the outgoing webhooks screen starts with "outgoing-webhooks". */
export const outgoingWebhooksQueryKey = ["outgoing-webhooks"] as const;

/** GET /outgoing-webhooks: those of the user's organization and below it. */
export const outgoingWebhooksQueryOptions = () =>
  queryOptions({
    queryKey: [...outgoingWebhooksQueryKey, "list"],
    queryFn: async ({ signal }) => (await api.get("/outgoing-webhooks", { schema: outgoingWebhookList, signal })).list,
  });

export function useOutgoingWebhooks() {
  return useQuery(outgoingWebhooksQueryOptions());
}

/** How often the deliveries of the webhook shown are read again: they change as the engine sends. */
const DELIVERIES_REFRESH_MS = 10_000;

/** GET /outgoing-webhooks/{id}/deliveries: the last 50, newest first. */
export const webhookDeliveriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...outgoingWebhooksQueryKey, "deliveries", id],
    queryFn: async ({ signal }) => (await api.get(`/outgoing-webhooks/${id}/deliveries`, { schema: webhookDeliveryList, signal })).list,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });

export function useWebhookDeliveries(id: number) {
  return useQuery(webhookDeliveriesQueryOptions(id));
}

export type SaveWebhook = { kind: "create"; request: OutgoingWebhookCreate } | { kind: "update"; id: number; request: OutgoingWebhookUpdate };

/** POST or PUT /outgoing-webhooks; afterwards the list reads again. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveWebhook) =>
      save.kind === "create"
        ? api.post("/outgoing-webhooks", { schema: outgoingWebhook, body: save.request })
        : api.put(`/outgoing-webhooks/${save.id}`, { schema: outgoingWebhook, body: save.request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outgoingWebhooksQueryKey }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/outgoing-webhooks/${id}`, { schema: statusOk }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...outgoingWebhooksQueryKey, "deliveries", id] });
      void queryClient.invalidateQueries({ queryKey: [...outgoingWebhooksQueryKey, "list"] });
    },
  });
}
