import {
  idParams,
  moveRequest,
  objectLimits,
  objectLimitsUpdate,
  organization,
  organizationCreate,
  organizationNode,
  organizationTree,
  organizationUpdate,
  statusOk,
} from "@alarm/contract";
import { z } from "zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { MoveService } from "./move-service.js";
import { OrganizationService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Organizations"];
const admin = { authority: "ORGANIZATION_ADMIN" as const };

export const organizationRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const organizations = new OrganizationService(database.db);
    const mover = new MoveService(database.db);
    app.get(
      "/organizations/:id",
      { schema: { tags, summary: "One organization", params: idParams, response: { 200: organization, ...failures } } },
      (request) => organizations.get(principalOf(request), request.params.id),
    );
    app.get(
      "/showOrg/:id",
      { schema: { tags, summary: "One organization with its path, for display", params: idParams, response: { 200: organization, ...failures } } },
      (request) => organizations.get(principalOf(request), request.params.id),
    );
    app.get(
      "/organizations/:id/children",
      { schema: { tags, summary: "The direct children of an organization", params: idParams, response: { 200: z.array(organizationNode), ...failures } } },
      (request) => organizations.children(principalOf(request), request.params.id),
    );
    app.get(
      "/tree",
      { schema: { tags, summary: "The caller's organization with its children", response: { 200: organizationTree, ...failures } } },
      (request) => organizations.tree(principalOf(request)),
    );
    app.get(
      "/tree/:id",
      { schema: { tags, summary: "An organization with its children", params: idParams, response: { 200: organizationTree, ...failures } } },
      (request) => organizations.tree(principalOf(request), request.params.id),
    );
    app.post(
      "/organizations",
      { config: admin, schema: { tags, summary: "Create an organization", body: organizationCreate, response: { 200: organization, ...failures } } },
      (request) => organizations.create(principalOf(request), request.body),
    );
    app.put(
      "/organizations",
      { config: admin, schema: { tags, summary: "Change an organization", body: organizationUpdate, response: { 200: organization, ...failures } } },
      (request) => organizations.update(principalOf(request), request.body),
    );
    app.delete(
      "/organizations/:id",
      { config: admin, schema: { tags, summary: "Delete an empty organization", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await organizations.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
    app.get(
      "/organizations/object-limits/:id",
      {
        config: admin,
        schema: { tags, summary: "Object limits and usage of an organization", params: idParams, response: { 200: objectLimits, ...failures } },
      },
      (request) => organizations.objectLimits(principalOf(request), request.params.id),
    );
    app.post(
      "/organizations/object-limits/:id",
      {
        config: admin,
        schema: {
          tags,
          summary: "Set object limits (null removes one)",
          params: idParams,
          body: objectLimitsUpdate,
          response: { 200: objectLimits, ...failures },
        },
      },
      (request) => organizations.setObjectLimits(principalOf(request), request.params.id, request.body.limits),
    );
    app.put(
      "/move",
      { schema: { tags, summary: "Move an object to another organization", body: moveRequest, response: { 200: statusOk, ...failures } } },
      (request) => mover.move(principalOf(request), request.body),
    );
  };
