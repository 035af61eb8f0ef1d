import {
  outgoingWebhook,
  outgoingWebhookCreate,
  outgoingWebhookList,
  outgoingWebhookParams,
  outgoingWebhookUpdate,
  statusOk,
  webhookDeliveryList,
} from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { OutgoingGuard } from "../../net/outgoing-guard.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { DELIVERIES_SHOWN } from "./repo.js";
import { OutgoingWebhookService } from "./service.js";

const tags = ["Outgoing webhooks"];
const config = { authority: "ORGANIZATION_ADMIN" as const };

export const outgoingWebhookRoutes: ModuleRoutes =
  ({ database, config: settings }) =>
  async (app) => {
    // Addresses are checked with the server's outgoing settings, as the engine will send to them.
    const guard = new OutgoingGuard(settings.outgoing);
    app.addHook("onClose", async () => guard.close());
    const webhooks = new OutgoingWebhookService(database.db, guard);
    app.get(
      "/outgoing-webhooks",
      {
        config,
        schema: { tags, summary: "The outgoing webhooks of your organization and those below it", response: { 200: outgoingWebhookList, ...failures } },
      },
      async (request) => ({ list: await webhooks.list(principalOf(request)) }),
    );
    app.get(
      "/outgoing-webhooks/:id",
      {
        config,
        schema: {
          tags,
          summary: "One outgoing webhook with its signing secret",
          params: outgoingWebhookParams,
          response: { 200: outgoingWebhook, ...failures },
        },
      },
      (request) => webhooks.get(principalOf(request), request.params.id),
    );
    app.post(
      "/outgoing-webhooks",
      {
        config,
        schema: {
          tags,
          summary: "Create an outgoing webhook; the server generates its signing secret and refuses addresses it may not reach",
          body: outgoingWebhookCreate,
          response: { 200: outgoingWebhook, ...failures },
        },
      },
      (request) => webhooks.create(principalOf(request), request.body),
    );
    app.put(
      "/outgoing-webhooks/:id",
      {
        config,
        schema: {
          tags,
          summary: "Change an outgoing webhook (a stale version answers 409)",
          params: outgoingWebhookParams,
          body: outgoingWebhookUpdate,
          response: { 200: outgoingWebhook, ...failures },
        },
      },
      (request) => webhooks.update(principalOf(request), request.params.id, request.body),
    );
    app.delete(
      "/outgoing-webhooks/:id",
      {
        config,
        schema: { tags, summary: "Delete an outgoing webhook and its deliveries", params: outgoingWebhookParams, response: { 200: statusOk, ...failures } },
      },
      async (request) => {
        await webhooks.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
    app.get(
      "/outgoing-webhooks/:id/deliveries",
      {
        config,
        schema: {
          tags,
          summary: `The webhook's last ${DELIVERIES_SHOWN} deliveries, newest first`,
          params: outgoingWebhookParams,
          response: { 200: webhookDeliveryList, ...failures },
        },
      },
      async (request) => ({ list: await webhooks.deliveries(principalOf(request), request.params.id) }),
    );
  };
