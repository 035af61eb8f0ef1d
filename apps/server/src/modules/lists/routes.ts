import { listRequest, listResponse, membershipRequest, multiListRequest } from "@alarm/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ListService } from "./service.js";

const tags = ["Lists"];

export const listRoutes =
  (lists: ListService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post("/list", { schema: { tags, summary: "A page of objects of one type", body: listRequest, response: { 200: listResponse, ...failures } } }, (request) =>
      lists.list(principalOf(request), request.body),
    );
    app.post(
      "/list/multi",
      { schema: { tags, summary: "A page of objects of one type over several organizations", body: multiListRequest, response: { 200: listResponse, ...failures } } },
      (request) => lists.listMulti(principalOf(request), request.body),
    );
    app.post(
      "/list/membership",
      { schema: { tags, summary: "Objects related to one object (e.g. the users of a role)", body: membershipRequest, response: { 200: listResponse, ...failures } } },
      (request) => lists.membership(principalOf(request), request.body),
    );
  };
