import { listPage, listPageOf, listRequest, listRowOf, type ListedObjectType, membershipRequest, multiListRequest, type ObjectType } from "@alarm/contract";
import type { FastifyReply } from "fastify";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import { ListService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Lists"];

const serializers = new Map<ObjectType, (page: unknown) => string>();
/**
 * Sends a page checked against its own type's row schema: the documented answer is the union of
 * every type's row, and checking each row against that union costs ten times more.
 */
function sendPage(reply: FastifyReply, type: ObjectType, page: unknown) {
  let serialize = serializers.get(type);
  if (!serialize) {
    const schema = type in listRowOf ? listPageOf(type as ListedObjectType) : listPage;
    serialize = (value) => JSON.stringify(schema.parse(value));
    serializers.set(type, serialize);
  }
  // A serializer of one's own leaves the content type unset; Fastify's own JSON answers carry this one.
  return reply.type("application/json; charset=utf-8").serializer(serialize).send(page);
}

export const listRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const lists = new ListService(database.db);
    app.post(
      "/list",
      { schema: { tags, summary: "A page of objects of one type", body: listRequest, response: { 200: listPage, ...failures } } },
      async (request, reply) => sendPage(reply, request.body.type, await lists.list(principalOf(request), request.body)),
    );
    app.post(
      "/list/multi",
      {
        schema: { tags, summary: "A page of objects of one type over several organizations", body: multiListRequest, response: { 200: listPage, ...failures } },
      },
      async (request, reply) => sendPage(reply, request.body.type, await lists.listMulti(principalOf(request), request.body)),
    );
    app.post(
      "/list/membership",
      {
        schema: {
          tags,
          summary: "Objects related to one object (e.g. the users of a role)",
          body: membershipRequest,
          response: { 200: listPage, ...failures },
        },
      },
      async (request, reply) => sendPage(reply, request.body.type, await lists.membership(principalOf(request), request.body)),
    );
  };
