import {
  alarmActionResponse,
  floodList,
  groupingRule,
  groupingRuleCreate,
  groupingRuleList,
  groupingRuleUpdate,
  idParams,
  incident,
  incidentDetails,
  objectIdParam,
  statusOk,
} from "@alarm/contract";
import { z } from "zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { GroupingRuleService } from "./grouping-rules.js";
import { IncidentService } from "./incidents.js";

const ruleConfig = { authority: "ALARM_EVENT_RULE" as const };
const tableConfig = { authority: "ALARM_TABLE" as const };
const ruleTags = ["Grouping rules"];
const tags = ["Incidents"];
const listQuery = z.object({ orgId: objectIdParam.optional().describe("Only this organization's rules and those below it") });

/** Grouping rules, incidents and floods (README, "Incidents and alarm floods"). */
export const incidentRoutes: ModuleRoutes =
  ({ database, config: settings }) =>
  async (app) => {
    const rules = new GroupingRuleService(database.db);
    const incidents = new IncidentService(database.db, settings.flood);
    app.get(
      "/grouping-rules",
      {
        config: ruleConfig,
        schema: {
          tags: ruleTags,
          summary: "The grouping rules of the caller's organizations",
          querystring: listQuery,
          response: { 200: groupingRuleList, ...failures },
        },
      },
      async (request) => ({ list: await rules.list(principalOf(request), request.query.orgId) }),
    );
    app.get(
      "/grouping-rules/:id",
      { config: ruleConfig, schema: { tags: ruleTags, summary: "One grouping rule", params: idParams, response: { 200: groupingRule, ...failures } } },
      (request) => rules.get(principalOf(request), request.params.id),
    );
    app.post(
      "/grouping-rules",
      {
        config: ruleConfig,
        schema: {
          tags: ruleTags,
          summary: "Create a grouping rule: alarms it takes whose fields are equal join one incident",
          body: groupingRuleCreate,
          response: { 200: groupingRule, ...failures },
        },
      },
      (request) => rules.create(principalOf(request), request.body),
    );
    app.put(
      "/grouping-rules",
      {
        config: ruleConfig,
        schema: { tags: ruleTags, summary: "Change a grouping rule", body: groupingRuleUpdate, response: { 200: groupingRule, ...failures } },
      },
      (request) => rules.update(principalOf(request), request.body),
    );
    app.delete(
      "/grouping-rules/:id",
      {
        config: ruleConfig,
        schema: { tags: ruleTags, summary: "Delete a grouping rule (its open incidents stay)", params: idParams, response: { 200: statusOk, ...failures } },
      },
      async (request) => {
        await rules.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
    app.get(
      "/incidents/floods",
      {
        config: tableConfig,
        schema: { tags, summary: "The alarm floods going on in the caller's organizations, with their rate", response: { 200: floodList, ...failures } },
      },
      async (request) => ({ list: await incidents.floods(principalOf(request)) }),
    );
    app.get(
      "/incidents/:id",
      {
        config: tableConfig,
        schema: { tags, summary: "An incident with its alarms, newest first", params: idParams, response: { 200: incidentDetails, ...failures } },
      },
      (request) => incidents.details(principalOf(request), request.params.id),
    );
    app.post(
      "/incidents/:id/lift",
      {
        config: tableConfig,
        schema: {
          tags,
          summary: "Lift a flood: later alarms alert one by one again, and no flood starts in the organization for one flood window",
          params: idParams,
          response: { 200: incident, ...failures },
        },
      },
      (request) => incidents.lift(principalOf(request), request.params.id),
    );
    app.delete(
      "/alarms/:id/incident",
      {
        config: tableConfig,
        schema: {
          tags,
          summary: "Take an alarm out of its incident: if it followed the incident, it alerts on its own",
          params: idParams,
          response: { 200: alarmActionResponse, ...failures },
        },
      },
      (request) => incidents.takeOut(principalOf(request), request.params.id),
    );
  };
