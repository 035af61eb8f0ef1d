import { eq, sql } from "drizzle-orm";
import { fieldError } from "../../core/errors.js";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import type { Executor } from "../../db/database.js";
import { textTemplates } from "../../db/schema/index.js";
import { instructionFilesByIds } from "../instructions/file-rows.js";
import { assertUsableIn, type ReferenceScope } from "../../core/reference-scope.js";

/**
 * Shared by alarm points and alarm templates: the plan, standby schedule, instruction files and text
 * template they name must lie in their own organization or above it (and within the caller's scope).
 */
export async function assertDefinitionReferencesUsable(
  db: Executor,
  scope: ReferenceScope,
  definition: {
    alarmPlanId?: number | null | undefined;
    rotationalCalendarId?: number | null | undefined;
    instructionFileIds: readonly number[];
    textTemplateId?: number | null | undefined;
  },
) {
  await assertUsableIn(db, "ALARMPLAN", [definition.alarmPlanId], scope, "alarmPlanId");
  await assertUsableIn(db, "ALARM_ROTATIONAL", [definition.rotationalCalendarId], scope, "rotationalCalendarId");
  await assertUsableIn(db, "INSTRUCTION_FILE", definition.instructionFileIds, scope, "instructionFileIds");
  await assertUsableIn(db, "TEXT_TEMPLATE", [definition.textTemplateId], scope, "textTemplateId");
}

/** A named text template must be one the caller can see (manual calls). */
export async function assertTextTemplateVisible(db: Executor, callerOrgId: number, textTemplateId: number | null | undefined, field = "textTemplateId") {
  if (textTemplateId === null || textTemplateId === undefined) return;
  const [template] = await db
    .select({ id: textTemplates.id })
    .from(textTemplates)
    .where(sql`${eq(textTemplates.id, textTemplateId)} and ${inOrganizationSubtree(textTemplates.orgId, callerOrgId)}`);
  if (!template) throw fieldError(field, `Unknown text template: ${textTemplateId}`, "UNKNOWN_TEXT_TEMPLATE");
}

/** The files of `fileIds` that still exist, in that order (alarm points import it from here too). */
export const filesInOrder = instructionFilesByIds;
