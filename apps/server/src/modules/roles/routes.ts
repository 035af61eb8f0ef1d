import { idParams, role, roleCreate, roleUpdate, statusOk } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { RoleService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Roles"];
const config = { authority: "ROLE_ADMIN" as const };

export const roleRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const roles = new RoleService(database.db);
    app.get("/user-groups/:id", { config, schema: { tags, summary: "One role", params: idParams, response: { 200: role, ...failures } } }, (request) =>
      roles.get(principalOf(request), request.params.id),
    );
    app.post("/user-groups", { config, schema: { tags, summary: "Create a role", body: roleCreate, response: { 200: role, ...failures } } }, (request) =>
      roles.create(principalOf(request), request.body),
    );
    app.put("/user-groups", { config, schema: { tags, summary: "Change a role", body: roleUpdate, response: { 200: role, ...failures } } }, (request) =>
      roles.update(principalOf(request), request.body),
    );
    app.delete(
      "/user-groups/:id",
      { config, schema: { tags, summary: "Delete a role no user holds", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await roles.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
