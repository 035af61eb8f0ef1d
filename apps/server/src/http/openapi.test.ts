import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app.js";

const ctx = useTestApp();

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
  const segments = ref.slice(2).split("/").map((segment) => decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~"));
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
