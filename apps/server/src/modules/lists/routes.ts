import { listPage, listRequest, membershipRequest, multiListRequest } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import { ListService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Lists"];

export const listRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const lists = new ListService(database.db);
    app.post("/list", { schema: { tags, summary: "A page of objects of one type", body: listRequest, response: { 200: listPage, ...failures } } }, (request) =>
      lists.list(principalOf(request), request.body),
    );
    app.post(
      "/list/multi",
      { schema: { tags, summary: "A page of objects of one type over several organizations", body: multiListRequest, response: { 200: listPage, ...failures } } },
      (request) => lists.listMulti(principalOf(request), request.body),
    );
    app.post(
      "/list/membership",
      { schema: { tags, summary: "Objects related to one object (e.g. the users of a role)", body: membershipRequest, response: { 200: listPage, ...failures } } },
      (request) => lists.membership(principalOf(request), request.body),
    );
  };
