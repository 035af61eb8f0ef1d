import { assignableRoles, assignableRolesParams, idParams, loginParams, statusOk, user, userCreate, userUpdate } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { UserService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Users"];
const config = { authority: "USER_ADMIN" as const };

export const userRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const users = new UserService(database.db);
    app.get("/users/:id", { config, schema: { tags, summary: "One user", params: idParams, response: { 200: user, ...failures } } }, (request) =>
      users.get(principalOf(request), request.params.id),
    );
    app.get(
      "/users/find-by-login/:login",
      { config, schema: { tags, summary: "A user by login (URI-encoded)", params: loginParams, response: { 200: user, ...failures } } },
      (request) => users.findByLogin(principalOf(request), request.params.login),
    );
    app.get(
      "/users/assignable-roles/:orgId",
      {
        config,
        schema: {
          tags,
          summary: "The roles a user of the organization may be given",
          params: assignableRolesParams,
          response: { 200: assignableRoles, ...failures },
        },
      },
      (request) => users.assignableRoles(principalOf(request), request.params.orgId),
    );
    app.post("/users", { config, schema: { tags, summary: "Create a user", body: userCreate, response: { 200: user, ...failures } } }, (request) =>
      users.create(principalOf(request), request.body),
    );
    app.put("/users", { config, schema: { tags, summary: "Change a user", body: userUpdate, response: { 200: user, ...failures } } }, (request) =>
      users.update(principalOf(request), request.body),
    );
    app.delete(
      "/users/:id",
      { config, schema: { tags, summary: "Delete a user", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await users.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
