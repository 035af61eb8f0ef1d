import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import { alarmPlans, instructionFiles, textTemplates } from "../../db/schema/index.js";
import { fieldError } from "../../http/errors.js";
import { instructionFilesByIds } from "../instructions/file-rows.js";
import { inOrganizationSubtree } from "../organizations/scope.js";

/** Shared by alarm points and alarm templates. A template may name no plan; a named one must be a plan the caller can see. */
export async function assertPlanVisible(db: Executor, callerOrgId: number, planId: number | null | undefined) {
  if (planId === null || planId === undefined) return;
  const [plan] = await db
    .select({ id: alarmPlans.id })
    .from(alarmPlans)
    .where(sql`${eq(alarmPlans.id, planId)} and ${inOrganizationSubtree(alarmPlans.orgId, callerOrgId)}`);
  if (!plan) throw fieldError("alarmPlanId", `Unknown alarm plan: ${planId}`, "UNKNOWN_PLAN");
}

/** A named text template must be one the caller can see (alarm points, templates, manual calls). */
export async function assertTextTemplateVisible(db: Executor, callerOrgId: number, textTemplateId: number | null | undefined, field = "textTemplateId") {
  if (textTemplateId === null || textTemplateId === undefined) return;
  const [template] = await db
    .select({ id: textTemplates.id })
    .from(textTemplates)
    .where(sql`${eq(textTemplates.id, textTemplateId)} and ${inOrganizationSubtree(textTemplates.orgId, callerOrgId)}`);
  if (!template) throw fieldError(field, `Unknown text template: ${textTemplateId}`, "UNKNOWN_TEXT_TEMPLATE");
}

/** Every instruction file must be one the caller can see; the unknown ones are named. */
export async function assertFilesVisible(db: Executor, callerOrgId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return;
  const visible = await db
    .select({ id: instructionFiles.id })
    .from(instructionFiles)
    .where(sql`${inArray(instructionFiles.id, [...fileIds])} and ${inOrganizationSubtree(instructionFiles.orgId, callerOrgId)}`);
  const known = new Set(visible.map((row) => row.id));
  const unknown = fileIds.filter((id) => !known.has(id));
  if (unknown.length) throw fieldError("instructionFileIds", `Unknown instruction files: ${unknown.join(", ")}`, "UNKNOWN_FILE");
}


/** The files of `fileIds` that still exist, in that order (alarm points import it from here too). */
export const filesInOrder = instructionFilesByIds;
