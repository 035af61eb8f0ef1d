import type { ModuleRoutes } from "../../server-dependencies.js";
import { answerRoutes } from "./answers/routes.js";
import { gatewayWebhookRoutes } from "./gateway-webhooks/routes.js";
import { operatorRoutes } from "./operator-routes.js";

/**
 * The request-time alarm commands: operators trigger, quit and acknowledge; participants answer by
 * link, in the console, by SMS reply or by a key in a call. Each part is its own plugin, since the
 * answer page and the gateway webhooks read bodies their own way.
 */
export const alarmRoutes: ModuleRoutes = (dependencies) => async (app) => {
  await app.register(operatorRoutes(dependencies));
  await app.register(answerRoutes(dependencies));
  await app.register(gatewayWebhookRoutes(dependencies));
};
