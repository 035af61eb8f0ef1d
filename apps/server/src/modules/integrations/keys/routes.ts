import { alarmPointKeysParams, createdIntegrationKey, integrationKey, integrationKeyCreate, integrationKeyList, integrationKeyParams } from "@alarm/contract";
import { principalOf } from "../../../http/authentication.js";
import { failureResponses as failures } from "../../../http/responses.js";
import type { ModuleRoutes } from "../../../server-dependencies.js";
import { IntegrationKeyService } from "./service.js";

const tags = ["Integrations"];
const config = { authority: "ALARM_DEFINITION" as const };
/** Alarm rules name keys in their conditions, so their editors read a point's keys too. */
const readConfig = { authority: ["ALARM_DEFINITION", "ALARM_EVENT_RULE"] as const };

/** Managing an alarm point's integration keys (the Integrations part of the alarm point editor). */
export const integrationKeyRoutes: ModuleRoutes =
  ({ database, config: settings }) =>
  async (app) => {
    const keys = new IntegrationKeyService(database.db, settings.publicUrl, settings.inboundSmtp.domain);
    app.get(
      "/alarm-points/:id/integration-keys",
      {
        config: readConfig,
        schema: {
          tags,
          summary: "The alarm point's integration keys, revoked ones last",
          params: alarmPointKeysParams,
          response: { 200: integrationKeyList, ...failures },
        },
      },
      async (request) => ({ list: await keys.list(principalOf(request), request.params.id) }),
    );
    app.post(
      "/alarm-points/:id/integration-keys",
      {
        config,
        schema: {
          tags,
          summary: "Create an integration key; its secret is in this answer only",
          params: alarmPointKeysParams,
          body: integrationKeyCreate,
          response: { 200: createdIntegrationKey, ...failures },
        },
      },
      (request) => keys.create(principalOf(request), request.params.id, request.body),
    );
    app.delete(
      "/integration-keys/:id",
      {
        config,
        schema: {
          tags,
          summary: "Revoke an integration key: refused at once from then on",
          params: integrationKeyParams,
          response: { 200: integrationKey, ...failures },
        },
      },
      (request) => keys.revoke(principalOf(request), request.params.id),
    );
  };
