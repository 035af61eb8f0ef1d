import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import { fieldError } from "../core/errors.js";

type Schema = z.core.$ZodType;
/** What a place in a body may hold: the object shapes that describe it, or anything (free-form JSON, a text that is parsed later). */
type Expected = { anything: true } | { anything: false; schemas: Schema[] };

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && "_zod" in value;

/**
 * Refuses with 400 a body field that is neither in the operation's input nor in the shape of its
 * answer, naming it: zod drops unknown keys without a word, so a client that spells a field the way
 * another product (or an older version) does would save its object without that field and get 200.
 * A field of the answer shape is let through, so an object read, changed and sent back is taken as
 * it is (its read-only fields are ignored, as the input schema says). One hook for every route of
 * this product's own calls; a loose object (z.looseObject) takes any key at its place.
 */
export function registerUnknownFieldCheck(app: FastifyInstance, foreignFormatsPrefix: string) {
  app.addHook("onRoute", (route: RouteOptions) => {
    const schema = route.schema as { body?: unknown; response?: Record<string, unknown> } | undefined;
    // Other products' formats (PagerDuty's events, Alertmanager's webhook, …) grow fields of their producers' own.
    if (!isSchema(schema?.body) || route.url.startsWith(foreignFormatsPrefix)) return;
    const shapes = [schema.body, schema.response?.[200]].filter(isSchema);
    const check = async (request: FastifyRequest) => {
      const field = unknownFieldIn(request.body, shapes);
      if (field !== undefined) throw fieldError(field, `"${field}" is not a field of this call`, "UNKNOWN_FIELD");
    };
    const before = route.preValidation;
    route.preValidation = [...(Array.isArray(before) ? before : before ? [before] : []), check];
  });
}

/** The dotted path of the first key in `value` that none of `schemas` knows at its place; undefined when all are known. */
export function unknownFieldIn(value: unknown, schemas: readonly Schema[]): string | undefined {
  // Iterative: a deeply nested body must not overflow the stack.
  const pending: [unknown, Schema[], string][] = [[value, [...schemas], ""]];
  while (pending.length > 0) {
    const [current, candidates, path] = pending.pop()!;
    if (current === null || typeof current !== "object") continue;
    const expected = expectedAt(candidates);
    if (expected.anything) continue;
    if (Array.isArray(current)) {
      const elements = expected.schemas.flatMap((schema) => (schema._zod.def.type === "array" ? [(schema as z.core.$ZodArray)._zod.def.element] : []));
      if (elements.length > 0) current.forEach((element, index) => pending.push([element, elements, path ? `${path}.${index}` : String(index)]));
      continue;
    }
    const objects = expected.schemas.filter((schema): schema is z.core.$ZodObject => schema._zod.def.type === "object");
    if (objects.length === 0 || objects.some((object) => opensTo(object))) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      const fields = objects.flatMap((object) => (Object.hasOwn(object._zod.def.shape, key) ? [object._zod.def.shape[key]!] : []));
      if (fields.length === 0) return childPath;
      pending.push([child, fields, childPath]);
    }
  }
  return undefined;
}

/** An object with a catch-all (a loose object) takes any key. */
const opensTo = (object: z.core.$ZodObject) => {
  const catchall = object._zod.def.catchall;
  return catchall !== undefined && catchall._zod.def.type !== "never";
};

/** The schemas that describe a place, seen through wrappers (optional, default, a pipe's input, unions). */
function expectedAt(candidates: readonly Schema[]): Expected {
  const schemas: Schema[] = [];
  const pending = [...candidates];
  const seen = new Set<Schema>();
  while (pending.length > 0) {
    const schema = pending.pop()!;
    if (seen.has(schema)) continue;
    seen.add(schema);
    const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    switch (def.type) {
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "nonoptional":
      case "readonly":
      case "catch":
        pending.push(def.innerType as Schema);
        break;
      case "pipe":
        // What the client sends is the pipe's input; a preprocess (a transform first) takes anything.
        pending.push(def.in as Schema);
        break;
      case "lazy":
        pending.push((schema as z.core.$ZodLazy)._zod.innerType);
        break;
      case "union":
        pending.push(...(def.options as Schema[]));
        break;
      case "intersection":
        pending.push(def.left as Schema, def.right as Schema);
        break;
      case "object":
      case "array":
        schemas.push(schema);
        break;
      case "any":
      case "unknown":
      case "record":
      case "transform":
      case "custom":
      case "tuple":
        return { anything: true };
      default:
        // Scalars: a key inside one is the type's error to report, not this check's.
        break;
    }
  }
  return { anything: false, schemas };
}
