import type { FastifyInstance, FastifyRequest } from "fastify";
import { fieldError } from "../core/errors.js";

/** Half of a surrogate pair without its other half. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes("\0") || UNPAIRED_SURROGATE.test(text);

/**
 * Refuses with 400 a request whose body, query or path holds, anywhere (free-form JSON included, keys
 * too), a NUL character or an unpaired surrogate: PostgreSQL cannot store the first, and the second
 * is not text. One hook for every route, so no schema can forget it.
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const field = unstorableTextIn(value);
      if (field !== undefined) {
        throw fieldError(field || part, `The ${part} holds a NUL character or an unpaired surrogate`, "INVALID_TEXT");
      }
    }
  });
}

/** The dotted path of the first string (or key) in `value` that cannot be stored; undefined when all can. */
export function unstorableTextIn(value: unknown): string | undefined {
  // Iterative: a deeply nested body must not overflow the stack.
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === "string") {
      if (isUnstorable(current)) return path;
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}
