import { z } from "zod";
import { describe, expect, it } from "vitest";
import { codedProblem, IMPORT_PROBLEMS, importProblemOf, placeholdersOf, schemaProblems } from "./import-problems.js";

describe("import problems", () => {
  it("fill their English template with the parameters", () => {
    expect(importProblemOf("organization", "UNKNOWN_ORGANIZATION", { organization: "Harbour > Quay" })).toEqual({
      field: "organization",
      message: 'unknown organization "Harbour > Quay"',
      code: "UNKNOWN_ORGANIZATION",
      params: { organization: "Harbour > Quay" },
    });
    expect(importProblemOf("", "DUPLICATE_ROW")).toEqual({ field: "", message: "appears more than once in the file", code: "DUPLICATE_ROW", params: {} });
    expect(importProblemOf("confirmPriority", "CONFIRM_PRIORITY_UNREACHABLE", { reached: 2, confirmPriority: 5 }).message).toBe(
      "The plan reaches 2 participant(s); 5 cannot accept",
    );
  });

  it("name their parameters once each", () => {
    expect(placeholdersOf("OVER_OBJECT_LIMIT")).toEqual(["organization", "max", "type", "current", "added"]);
    for (const code of Object.keys(IMPORT_PROBLEMS) as (keyof typeof IMPORT_PROBLEMS)[])
      expect(new Set(placeholdersOf(code)).size, code).toBe(placeholdersOf(code).length);
  });

  it("keep a message written elsewhere, coded where the catalog knows it", () => {
    expect(codedProblem("end", "must end in the year it starts", "SPANS_YEARS")).toEqual({
      field: "end",
      message: "must end in the year it starts",
      code: "SPANS_YEARS",
      params: {},
    });
    expect(codedProblem("name", "text too long", "TOO_LONG", { max: 200 })).toMatchObject({ code: "TOO_LONG", params: { max: 200 } });
    // Without the limit its template names, the code cannot be said: the words are kept as they are.
    expect(codedProblem("to", "at most 31 days", "TOO_LONG")).toMatchObject({ code: "INVALID_VALUE", params: { detail: "at most 31 days" } });
    expect(codedProblem("", "Date is occupied", undefined, {}, "REFUSED")).toMatchObject({ code: "DATE_OCCUPIED", params: {} });
    expect(codedProblem("", "Object is tightly used", "NOT_A_CODE", {}, "REFUSED")).toMatchObject({
      code: "REFUSED",
      params: { detail: "Object is tightly used" },
    });
  });
});

describe("schema problems", () => {
  const schema = z
    .object({
      name: z.string().trim().min(1, "required").max(5),
      roleIds: z.array(z.number().int().max(9)),
      note: z.string().min(1),
      start: z.string(),
      end: z.string(),
      kind: z.enum(["A", "B"]),
    })
    .superRefine((value, context) => {
      if (value.end < value.start) context.addIssue({ code: "custom", path: ["end"], message: "ends before it starts", params: { code: "END_BEFORE_START" } });
    });
  const problemsOf = (value: unknown, rename?: Record<string, string>, under?: string) => schemaProblems(schema.safeParse(value).error, rename, under);
  const valid = { name: "Anna", roleIds: [1], note: "n", start: "2027-01-01", end: "2027-01-02", kind: "A" };

  it("are none for a valid request", () => {
    expect(problemsOf(valid)).toEqual([]);
    expect(schemaProblems(undefined)).toEqual([]);
  });

  it("say text over its length as TOO_LONG with the limit, in the schema's words", () => {
    expect(problemsOf({ ...valid, name: "Annabelle" })).toEqual([
      { field: "name", message: "Too big: expected string to have <=5 characters", code: "TOO_LONG", params: { max: 5 } },
    ]);
  });

  it("say empty text as REQUIRED", () => {
    expect(problemsOf({ ...valid, name: " " })).toEqual([{ field: "name", message: "required", code: "REQUIRED", params: {} }]);
    expect(problemsOf({ ...valid, note: "" })).toEqual([
      { field: "note", message: "Too small: expected string to have >=1 characters", code: "REQUIRED", params: {} },
    ]);
  });

  it("keep the contract's own code of a custom issue", () => {
    expect(problemsOf({ ...valid, end: "2026-12-31" })).toEqual([{ field: "end", message: "ends before it starts", code: "END_BEFORE_START", params: {} }]);
  });

  it("carry any other issue's words as INVALID_VALUE", () => {
    const [problem] = problemsOf({ ...valid, kind: "C" });
    expect(problem).toEqual({
      field: "kind",
      message: 'Invalid option: expected one of "A"|"B"',
      code: "INVALID_VALUE",
      params: { detail: 'Invalid option: expected one of "A"|"B"' },
    });
    expect(importProblemOf(problem!.field, "INVALID_VALUE", problem!.params).message).toBe(problem!.message);
  });

  it("name fields as the row does: renamed and under the row's part", () => {
    expect(problemsOf({ ...valid, roleIds: [10] }, { roleIds: "roles" })).toEqual([
      expect.objectContaining({ field: "roles.0", code: "AT_MOST", params: { max: 9 } }),
    ]);
    expect(problemsOf({ ...valid, name: "" }, {}, "privateSchedule.2")).toEqual([
      expect.objectContaining({ field: "privateSchedule.2.name", code: "REQUIRED" }),
    ]);
  });
});
