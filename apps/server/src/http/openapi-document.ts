import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { API_VERSION } from "../core/product-version.js";

/** The word an operation name starts with for each base; the API's own base adds none. */
const BASE_WORDS: [prefix: string, word: string][] = [
  ["/rest/api/", ""],
  ["/rest/admin/", "admin"],
  ["/rest/integrations/", "integrations"],
];

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (text: string) => text.split(/[-_.]/).filter(Boolean).map(capitalized).join("");

/**
 * An operation's name for generated clients, from its method and path template:
 * `GET /rest/api/users/{id}` is `getUsersById`, `POST /rest/admin/instructions/upload` is
 * `postAdminInstructionsUpload`. Paths never change once published, so neither do these names.
 */
export function operationIdOf(method: string, path: string): string {
  const base = BASE_WORDS.find(([prefix]) => path.startsWith(prefix));
  const rest = base ? path.slice(base[0].length) : path;
  const words = rest
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter === undefined ? camelWords(segment) : `By${camelWords(parameter)}`;
    });
  return method.toLowerCase() + capitalized(base?.[1] ?? "") + words.join("");
}

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type OpenApiObject = { paths?: Record<string, Record<string, Operation>> };

/**
 * Any operation may meet a database that is away (a failover, docs/high-availability.md) or a server
 * whose database queue is full (http/overload-guard.ts): answered 503 with Retry-After.
 */
const DATABASE_AWAY_RESPONSE = {
  description:
    "DATABASE_UNAVAILABLE: the database cannot be reached (a failover may be under way); SERVER_BUSY: more requests wait for the database than the server takes. Try again after Retry-After seconds",
  headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait before trying again" } },
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

/**
 * Names every operation that has no `operationId` of its own, and gives each its 503. Done on the
 * whole document, after every route's transform (some routes bring their own), so none is left out.
 */
function completeOperations(document: OpenApiObject) {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId ??= operationIdOf(method, path);
      operation.responses = { ...operation.responses, "503": DATABASE_AWAY_RESPONSE };
    }
  }
}

/** The document served at /rest/api/openapi.json; `publicUrl` is where clients reach this installation. */
export function openApiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Alarm console API", version: API_VERSION, description: "REST API of the alarm-notification and on-call console." },
      servers: [{ url: publicUrl, description: "This installation (PUBLIC_URL)" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    // Each operation names the authority it needs, for readers and for the authorization tests.
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const config = document.route.config as { authority?: string | string[]; public?: boolean; appSession?: boolean } | undefined;
      const schema = transformed.schema as Record<string, unknown>;
      if (config?.authority) schema["x-authority"] = typeof config.authority === "string" ? config.authority : config.authority.join(" | ");
      // Also reachable with a participant app's sign-in (which reaches nothing else).
      if (config?.appSession) schema["x-app-session"] = true;
      if (config?.public) schema.security = [];
      return transformed;
    },
    // Registers every schema with a zod `id` under components.schemas, where the operations' $refs point.
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject);
      completeOperations(document as OpenApiObject);
      return document;
    },
  };
}
