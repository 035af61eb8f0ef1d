import { expect } from "vitest";
import { instructionFiles, participants, textTemplates } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import type { TestContext } from "../../../test/test-app.js";

type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/**
 * Two sibling branches below the total system, the first with a team below it, each holding a
 * participant, a plan alerting it, a text template and an instruction file; the total system
 * holds the same. Built by the total system's administrator, who sees all of it.
 */
export async function buildReferenceTree(ctx: TestContext) {
  const token = (await ctx.signIn("admin")).token;
  const db = ctx.database.db;
  const call = async (method: Method, url: string, payload?: object, as = token) => ctx.call({ method, url, token: as, ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: object) => {
    const response = await call("POST", url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number; version: number }>();
  };
  const branchA = await createTestOrganization(db, { name: "Branch A" });
  const branchB = await createTestOrganization(db, { name: "Branch B" });
  const teamA = await createTestOrganization(db, { name: "Team A1", parentId: branchA.id });

  const texts = { subject: "Alarm", body: "{{alarmName}}" };
  const holdings = async (orgId: number, name: string) => {
    const [participant] = await db.insert(participants).values({ orgId, name, surname: "Person" }).returning({ id: participants.id });
    const [template] = await db
      .insert(textTemplates)
      .values({ orgId, name: `${name} text`, texts: { ENGLISH: texts, GERMAN: texts, CZECH: texts } })
      .returning({ id: textTemplates.id });
    const [file] = await db
      .insert(instructionFiles)
      .values({ orgId, name: `${name}.pdf`, path: `${orgId}/${name}.pdf`, type: "pdf", size: 1, contentType: "application/pdf" })
      .returning({ id: instructionFiles.id });
    const plan = await created("/alarmplans", { name: `${name} plan`, orgId, ranks: [{ waitTime: 5, entries: [{ participantId: participant!.id }] }] });
    return { participantId: participant!.id, planId: plan.id, textTemplateId: template!.id, fileId: file!.id };
  };
  return {
    token,
    call,
    created,
    orgs: { branchA, branchB, teamA },
    root: await holdings(1, "Root"),
    a: await holdings(branchA.id, "Alpha"),
    b: await holdings(branchB.id, "Bravo"),
  };
}

/** Expects 400 VALIDATION with a detail on `field` carrying `code`. */
export function expectFieldRefusal(response: { statusCode: number; body: string; json: () => unknown }, field: string, code: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { code: string; reason: string; details: unknown[] };
  expect(body.code).toBe("VALIDATION");
  expect(body.details).toContainEqual(expect.objectContaining({ field, code }));
  return body;
}
