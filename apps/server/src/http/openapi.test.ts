import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app.js";

const ctx = useTestApp();
const REPOSITORY = fileURLToPath(new URL("../../../../", import.meta.url));

type LintProblem = { ruleId: string; severity: "error" | "warn"; message: string; location: { pointer: string }[] };

/** `redocly lint` of `document` with the repository's redocly.yaml, as a client would run it on the served document. */
async function lint(document: unknown): Promise<LintProblem[]> {
  const dir = await mkdtemp(join(tmpdir(), "alarm-openapi-lint-"));
  try {
    const file = join(dir, "openapi.json");
    await writeFile(file, JSON.stringify(document));
    const args = ["lint", file, "--config", join(REPOSITORY, "redocly.yaml"), "--format", "json", "--max-problems", "10000"];
    // The exit code is 1 when there are errors; the report on stdout says which either way.
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        join(REPOSITORY, "node_modules/.bin/redocly"),
        args,
        { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" }, maxBuffer: 64 * 1024 * 1024 },
        (error, out, stderr) => (out ? resolve(out) : reject(new Error(`redocly lint gave no report: ${error?.message ?? ""} ${stderr}`))),
      ),
    );
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every `$ref` string anywhere in `value`. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") found.add(child);
      else refsIn(child, found);
    }
  }
  return found;
}

/** The value a local JSON pointer (`#/components/schemas/X`) names, or undefined. */
function pointedAt(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  const segments = ref
    .slice(2)
    .split("/")
    .map((segment) => decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~"));
  return segments.reduce<unknown>((node, segment) => (node && typeof node === "object" ? (node as Record<string, unknown>)[segment] : undefined), document);
}

/** Uses of the generated types that must compile: request bodies, parameters and the error shape. */
const CLIENT_USAGE = `
import type { components, operations, paths } from "./api";

type JsonBody<T> = T extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
type Ok<T> = T extends { responses: { 200: { content: { "application/json": infer R } } } } ? R : never;

export const list: JsonBody<paths["/rest/api/list"]["post"]> = { type: "USER", parentOrgId: 1, sortOrder: "DESCENDING" };
export const multi: JsonBody<paths["/rest/api/list/multi"]["post"]> = { type: "USER", parentOrgId: 1, parentOrgIds: [2, 3] };
export const failure: components["schemas"]["Error"] = { code: "NOT_FOUND", reason: "Organization not found" };
export const userPath: paths["/rest/api/users/{id}"]["get"]["parameters"]["path"] = { id: 7 };
export function pagesOf(answer: Ok<paths["/rest/api/list"]["post"]>): number {
  return answer.pagesCount;
}
// @ts-expect-error an unknown list type is not accepted
export const wrong: JsonBody<paths["/rest/api/list"]["post"]> = { type: "NOT_A_TYPE" };
export type AllOperations = keyof operations;
export const membershipOperation: AllOperations = "postListMembership";
`;

describe("the OpenAPI document", () => {
  let document: Record<string, unknown>;

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/rest/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it("resolves every $ref within itself", () => {
    const refs = [...refsIn(document)];
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((ref) => pointedAt(document, ref) === undefined)).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("passes redocly lint (recommended rules) without errors", async () => {
    const problems = await lint(document);
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    // The configuration took effect: a warning of the accepted kinds is still reported.
    expect(problems.some((problem) => problem.ruleId === "no-unused-components")).toBe(true);
  }, 60_000);

  it("names every operation with a unique operationId derived from its method and path", () => {
    const operations = Object.entries(document.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, operationId: operation.operationId })),
    );
    expect(operations.length).toBeGreaterThan(200);
    expect(operations.filter((operation) => !operation.operationId).map((operation) => operation.where)).toEqual([]);
    const seen = new Map<string, string>();
    const clashes = operations.filter((operation) => seen.has(operation.operationId!) || !seen.set(operation.operationId!, operation.where));
    expect(clashes).toEqual([]);
    const operationIdAt = (path: string, method: string) =>
      (document.paths as Record<string, Record<string, { operationId?: string }>>)[path]![method]!.operationId;
    expect(operationIdAt("/rest/api/users/{id}", "get")).toBe("getUsersById");
    expect(operationIdAt("/rest/api/list/membership", "post")).toBe("postListMembership");
    expect(operationIdAt("/rest/admin/instructions/upload", "post")).toBe("postAdminInstructionsUpload");
    // Its route brings its own transform; the operation is named all the same.
    expect(operationIdAt("/rest/api/import-export/import", "post")).toBe("postImportExportImport");
  });

  it("names the installation's address as its server", () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: ctx.config.publicUrl })]);
  });

  it("generates a typed client that the TypeScript compiler accepts", async () => {
    // defaultNonNullable off: a request field with a default may be left out, as the document says.
    const source = structuredClone(document) as unknown as Parameters<typeof openapiTS>[0];
    const generated = astToString(await openapiTS(source, { defaultNonNullable: false }));
    const dir = await mkdtemp(join(tmpdir(), "alarm-openapi-client-"));
    try {
      await writeFile(join(dir, "api.d.ts"), generated);
      await writeFile(join(dir, "usage.ts"), CLIENT_USAGE);
      const program = ts.createProgram([join(dir, "api.d.ts"), join(dir, "usage.ts")], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      expect(diagnostics).toEqual([]);
      expect(generated).toContain('"/rest/admin/instructions/upload"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
