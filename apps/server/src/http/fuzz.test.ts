import { beforeAll, describe, expect, it } from "vitest";
import { snapshotter } from "../../test/fuzz/database-snapshot.js";
import { type FuzzRequest, fuzzRequests } from "../../test/fuzz/fuzz-requests.js";
import type { OpenApiDocument, Operation } from "../../test/fuzz/openapi-schemas.js";
import { useTestApp } from "../../test/test-app.js";

/**
 * Every operation of the OpenAPI document, every field of it (path, query, body at any depth, the
 * whole body) set to boundary values one at a time, as the administrator, and each operation once
 * without a token. No answer may be a 5xx, every refusal is `{code, reason}`, and a refused request
 * writes nothing (a checksum of the object tables is taken around each one). Every answer has the
 * media type the document declares for its status.
 */
const ctx = useTestApp();

const REFUSAL = { content: { "application/json": {} } };
type Outcome = { request: FuzzRequest; status: number; body: string; contentType: string | undefined };

/**
 * Problems of an answer's media type against the document's response for its status (exact, range
 * such as 4XX, or default). A refusal of a status the operation does not declare (414 for a path
 * too long, 413, 415: the framework's, common to all) is JSON like every refusal.
 */
function mediaTypeProblems(operation: Operation, { request, status, body, contentType }: Outcome): string[] {
  const responses = operation.responses ?? {};
  const declared = responses[String(status)] ?? responses[`${String(status).charAt(0)}XX`] ?? responses.default ?? (status >= 400 ? REFUSAL : undefined);
  const where = `${request.method} ${request.url.slice(0, 120)} (${request.label})`;
  if (!declared) return [`${where}: answered ${status}, which the document does not declare`];
  const mediaType = contentType?.split(";")[0]!.trim().toLowerCase();
  const mediaTypes = Object.keys(declared.content ?? {});
  if (mediaTypes.length === 0)
    return mediaType === undefined && body === ""
      ? []
      : [`${where}: ${status} declares no body but answered ${mediaType ?? "no content type"} (${body.length} bytes)`];
  return mediaType !== undefined && mediaTypes.includes(mediaType)
    ? []
    : [`${where}: ${status} answered ${mediaType ?? "no content type"}, the document declares ${mediaTypes.join(" or ")}`];
}

describe("fuzzing every operation of the OpenAPI document", () => {
  let document: OpenApiDocument;
  let operations: { method: string; path: string; public: boolean }[];

  beforeAll(async () => {
    document = (await ctx.app.inject({ method: "GET", url: "/rest/api/openapi.json" })).json();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        public: Array.isArray(operation.security) && operation.security.length === 0,
      })),
    );
  });

  const PAGERDUTY_PATH = "/rest/integrations/v2/enqueue";
  const send = (request: FuzzRequest, token?: string) =>
    ctx.app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: {
        accept: "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(request.payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });

  const problemsOf = (operation: Operation, outcome: Outcome): string[] => [...mediaTypeProblems(operation, outcome), ...refusalProblems(outcome)];
  const refusalProblems = ({ request, status, body }: Outcome): string[] => {
    const where = `${request.method} ${request.url.slice(0, 120)} (${request.label})`;
    if (status >= 500) return [`${where}: ${status} ${body.slice(0, 300)}`];
    if (status < 400) return [];
    const parsed = (() => {
      try {
        return JSON.parse(body) as { code?: unknown; reason?: unknown; status?: unknown; message?: unknown };
      } catch {
        return undefined;
      }
    })();
    // PagerDuty's Events API keeps PagerDuty's own answer shape (docs/domain-rules.md#machine-clients).
    if (request.url.startsWith(PAGERDUTY_PATH)) {
      return typeof parsed?.status === "string" && typeof parsed.message === "string"
        ? []
        : [`${where}: ${status} without {status, message}: ${body.slice(0, 200)}`];
    }
    return typeof parsed?.code === "string" && typeof parsed.reason === "string" ? [] : [`${where}: ${status} without {code, reason}: ${body.slice(0, 200)}`];
  };

  it("answers no 5xx, always {code, reason}, and writes nothing when it refuses", async () => {
    const { token } = await ctx.signIn("admin");
    const snapshot = await snapshotter(ctx.database.db);
    const problems: string[] = [];
    let sent = 0;
    let passedValidation = 0;
    let before = await snapshot();
    for (const operation of operations) {
      const declared = document.paths[operation.path]![operation.method.toLowerCase()]!;
      const requests = fuzzRequests(document, operation.path, operation.method, declared);
      for (const request of requests) {
        const response = await send(request, token);
        sent++;
        const outcome = { request, status: response.statusCode, body: response.body, contentType: response.headers["content-type"] as string | undefined };
        if (response.statusCode < 400 || !response.body.includes('"VALIDATION"')) passedValidation++;
        problems.push(...problemsOf(declared, outcome));
        const after = await snapshot();
        if (outcome.status >= 400) {
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length > 0)
            problems.push(`${request.method} ${request.url.slice(0, 120)} (${request.label}): refused with ${outcome.status} but wrote ${changed.join(", ")}`);
        }
        before = after;
      }
      const anonymous = requests[0] ?? { method: operation.method, url: operation.path, label: "no fields" };
      const response = await send(anonymous);
      const contentType = response.headers["content-type"] as string | undefined;
      problems.push(
        ...problemsOf(declared, {
          request: { ...anonymous, label: `${anonymous.label}, no token` },
          status: response.statusCode,
          body: response.body,
          contentType,
        }),
      );
      if (!operation.public && response.statusCode !== 401)
        problems.push(`${operation.method} ${operation.path} answered ${response.statusCode} without a token`);
    }
    expect(sent).toBeGreaterThan(5000);
    // The valid rest of each request is valid indeed: hundreds get through validation into the handlers.
    expect(passedValidation).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  }, 900_000);
});
