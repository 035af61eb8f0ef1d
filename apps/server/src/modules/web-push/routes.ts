import { errorBody, pushPublicKey, pushSubscription, pushSubscriptionList, pushUnsubscription, statusOk } from "@alarm/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/authentication.js";
import { ok } from "../../http/responses.js";
import type { ServerDependencies } from "../../server-dependencies.js";
import { PushSubscriptionService } from "./service.js";

const tags = ["Notifications"];
const failures = { 400: errorBody, 401: errorBody };
/** The participant app turns notifications on and off with its own sign-in. */
const appSession = { appSession: true };

/** The signed-in user's browsers that receive push notifications of their alarms (as a participant with the same login). */
export const webPushRoutes =
  ({ config, database }: ServerDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const subscriptions = new PushSubscriptionService(config, database.db);
    app.addHook("onClose", () => subscriptions.close());
    app.get(
      "/push/public-key",
      {
        config: appSession,
        schema: { tags, summary: "The server's VAPID public key, for PushManager.subscribe", response: { 200: pushPublicKey, ...failures } },
      },
      () => subscriptions.publicKey(),
    );
    app.get(
      "/push/subscriptions",
      {
        config: appSession,
        schema: { tags, summary: "The caller's browsers that receive notifications, newest first", response: { 200: pushSubscriptionList, ...failures } },
      },
      (request) => subscriptions.list(principalOf(request).id),
    );
    app.post(
      "/push/subscriptions",
      {
        config: appSession,
        schema: {
          tags,
          summary: "Turn on notifications in this browser for the caller",
          description:
            "The body is the browser's PushSubscription as JSON. Saving an endpoint again replaces its keys; an endpoint saved by another user moves to the caller. " +
            "The endpoint must be https on a known push service that resolves to public addresses (400 on `endpoint`); the caller must be linked to a participant by its login (409).",
          body: pushSubscription,
          response: { 200: statusOk, ...failures, 409: errorBody },
        },
      },
      async (request) => {
        await subscriptions.subscribe(principalOf(request), request.body);
        return ok;
      },
    );
    app.delete(
      "/push/subscriptions",
      {
        config: appSession,
        schema: {
          tags,
          summary: "Turn off notifications in a browser of the caller",
          description: "Only the caller's own subscription is removed; an unknown endpoint changes nothing.",
          body: pushUnsubscription,
          response: { 200: statusOk, ...failures },
        },
      },
      async (request) => {
        await subscriptions.unsubscribe(principalOf(request).id, request.body.endpoint);
        return ok;
      },
    );
  };
