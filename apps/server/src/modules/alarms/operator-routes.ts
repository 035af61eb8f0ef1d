import { acknowledgeRequest, alarmActionResponse, idParams, quitQuery, quitRequest, triggerAlarmRequest, triggerAlarmResponse } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { OperatorActions } from "./operator-actions.js";
import { AlarmTrigger } from "./trigger/trigger.js";

const tags = ["Alarm monitor"];

/** What operators do from the console: trigger an alarm point or make a manual call, quit and acknowledge alarms. */
export const operatorRoutes: ModuleRoutes =
  ({ database, config, triggerStarts }) =>
  async (app) => {
    const alarms = new AlarmTrigger(database.db, config.timeZone, { intake: config, starts: triggerStarts });
    const operators = new OperatorActions(database.db);
    app.post(
      "/alarm-trigger",
      {
        // Which of the two is needed depends on the body: an alarm point (ALARM_PANEL) or a manual call (MANUAL_CALL).
        config: { authority: ["ALARM_PANEL", "MANUAL_CALL"], waitsForDatabase: true, changesSignIns: false },
        schema: {
          tags,
          summary: "Trigger an alarm point, or make a manual call to chosen participants and groups",
          body: triggerAlarmRequest,
          response: { 200: triggerAlarmResponse, ...failures },
        },
      },
      (request) => alarms.trigger(principalOf(request), request.body),
    );
    const quitSummary = "Quit an alarm: finished when handled, otherwise canceled or interrupted";
    app.post(
      "/alarmpoints/quit/:id",
      {
        config: { authority: "ALARM_TABLE" },
        schema: { tags, summary: quitSummary, params: idParams, body: quitRequest, response: { 200: alarmActionResponse, ...failures } },
      },
      (request) => operators.quit(principalOf(request), request.params.id, request.body.reason),
    );
    // The older API's form of the same action (docs/domain-rules.md#older-names): a GET that changes state, kept for its clients (the console posts).
    app.get(
      "/alarmpoints/quit/:id",
      {
        config: { authority: "ALARM_TABLE" },
        schema: {
          tags,
          summary: `${quitSummary} (the same as the POST, kept for older clients)`,
          params: idParams,
          querystring: quitQuery,
          response: { 200: alarmActionResponse, ...failures },
        },
      },
      (request) => operators.quit(principalOf(request), request.params.id, request.query.reason),
    );
    app.post(
      "/alarmtable/acknowledge/:id",
      {
        config: { authority: "ALARM_TABLE" },
        schema: {
          tags,
          summary: "Acknowledge the handling of an accepted alarm",
          params: idParams,
          body: acknowledgeRequest,
          response: { 200: alarmActionResponse, ...failures },
        },
      },
      (request) => operators.acknowledge(principalOf(request), request.params.id, request.body),
    );
  };
