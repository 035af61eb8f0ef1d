import {
  alarmRule,
  alarmRuleCreate,
  alarmRuleOrder,
  alarmRuleTest,
  alarmRuleTestResult,
  alarmRuleUpdate,
  cloneRequest,
  idParams,
  inheritedAlarmRules,
  statusOk,
} from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { patternRunner } from "./pattern-runner.js";
import { RuleGate } from "./rule-gate.js";
import { AlarmRuleService } from "./service.js";

const tags = ["Alarm rules"];
const config = { authority: "ALARM_EVENT_RULE" as const };

export const alarmRuleRoutes: ModuleRoutes =
  ({ database, config: settings, throttle }) =>
  async (app) => {
    const rules = new AlarmRuleService(database.db, new RuleGate(settings.timeZone), throttle);
    // The worker thread that runs the rules' regular expressions (for events and tests alike) ends with the server.
    app.addHook("onClose", () => patternRunner.stop());
    app.post(
      "/alarm-rules/test",
      {
        config,
        schema: {
          tags,
          summary:
            "Run the rules of an organization's line on a sample event, an unsaved rule in place, and answer what each did and what the event would raise; nothing is written or triggered",
          body: alarmRuleTest,
          response: { 200: alarmRuleTestResult, ...failures },
        },
      },
      (request) => rules.test(principalOf(request), request.body),
    );
    app.put(
      "/alarm-rules/order",
      {
        config,
        schema: {
          tags,
          summary: "Put an organization's rules in the order they are evaluated",
          body: alarmRuleOrder,
          response: { 200: statusOk, ...failures },
        },
      },
      async (request) => {
        await rules.order(principalOf(request), request.body);
        return ok;
      },
    );
    app.post(
      "/alarm-rules/clone",
      {
        config,
        schema: {
          tags,
          summary: "Copy a rule to the end of its organization's rules, disabled",
          body: cloneRequest,
          response: { 200: alarmRule, ...failures },
        },
      },
      (request) => rules.clone(principalOf(request), request.body.id),
    );
    app.get(
      "/alarm-rules/inherited/:id",
      {
        config,
        schema: {
          tags,
          summary: "The rules of the organizations above this one (by id), which run before its own, in that order",
          params: idParams,
          response: { 200: inheritedAlarmRules, ...failures },
        },
      },
      (request) => rules.inherited(principalOf(request), request.params.id),
    );
    app.get(
      "/alarm-rules/:id",
      { config, schema: { tags, summary: "One alarm rule", params: idParams, response: { 200: alarmRule, ...failures } } },
      (request) => rules.get(principalOf(request), request.params.id),
    );
    app.post(
      "/alarm-rules",
      {
        config,
        schema: {
          tags,
          summary: "Create an alarm rule, evaluated after the organization's others",
          body: alarmRuleCreate,
          response: { 200: alarmRule, ...failures },
        },
      },
      (request) => rules.create(principalOf(request), request.body),
    );
    app.put(
      "/alarm-rules",
      { config, schema: { tags, summary: "Change an alarm rule", body: alarmRuleUpdate, response: { 200: alarmRule, ...failures } } },
      (request) => rules.update(principalOf(request), request.body),
    );
    app.delete(
      "/alarm-rules/:id",
      { config, schema: { tags, summary: "Delete an alarm rule", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await rules.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
