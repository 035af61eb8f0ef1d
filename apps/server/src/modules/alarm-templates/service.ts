import { type AlarmPointDraft, type AlarmTemplate, type alarmTemplateCreate, type alarmTemplateUpdate, DEFAULT_ALARM_ICON, parseIcon } from "@alarm/contract";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { notFound, staleVersion } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { alarmPlans, alarmTemplates, organizations } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { definitionOf, readDefinition } from "./definition.js";
import { assertDefinitionReferencesUsable, filesInOrder } from "./references.js";

type TemplateCreate = z.output<typeof alarmTemplateCreate>;
type TemplateUpdate = z.output<typeof alarmTemplateUpdate>;

/** Alarm templates: the fields of an alarm point kept for filling in new alarm points. */
export class AlarmTemplateService {
  constructor(readonly db: Db) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<AlarmTemplate> {
    const [row] = await db
      .select({ template: alarmTemplates, orgName: organizations.name, alarmPlanName: alarmPlans.name })
      .from(alarmTemplates)
      .innerJoin(organizations, eq(organizations.id, alarmTemplates.orgId))
      .leftJoin(alarmPlans, eq(alarmPlans.id, alarmTemplates.alarmPlanId))
      .where(eq(alarmTemplates.id, id));
    if (!row || !(await isWithinOrganization(db, principal.orgId, row.template.orgId))) throw notFound("Alarm template");
    const { template } = row;
    const definition = readDefinition(template.definition);
    const instructionFiles = await filesInOrder(db, definition.instructionFileIds);
    return {
      ...definition,
      id: template.id,
      name: template.name,
      icon: parseIcon(template.icon),
      alarmPlanId: template.alarmPlanId,
      alarmPlanName: row.alarmPlanName,
      instructionFileIds: instructionFiles.map((file) => file.id),
      instructionFiles,
      orgId: template.orgId,
      orgName: row.orgName,
      type: "ALARM_TEMPLATE",
      version: template.version,
    };
  }

  /** GET /alarmtemplates/prepare/{id}: a new standard alarm point of the template's organization. */
  async prepare(principal: Principal, id: number): Promise<AlarmPointDraft> {
    const {
      id: templateId,
      icon,
      alarmPlanName: _plan,
      orgName: _org,
      instructionFiles: _files,
      type: _type,
      version: _version,
      ...fields
    } = await this.get(principal, id);
    return { ...fields, icon: icon ?? { ...DEFAULT_ALARM_ICON }, alarmPointType: "STANDARD", templateId };
  }

  create(principal: Principal, input: TemplateCreate) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      await assertDefinitionReferencesUsable(tx, { orgId: input.orgId, callerOrgId: principal.orgId }, input);
      await assertRoomFor(tx, "ALARM_TEMPLATE", input.orgId);
      const [row] = await tx
        .insert(alarmTemplates)
        .values({ orgId: input.orgId, ...storedFields(input) })
        .returning({ id: alarmTemplates.id });
      return this.get(principal, row!.id, tx);
    });
  }

  update(principal: Principal, input: TemplateUpdate) {
    return this.db.transaction(async (tx) => {
      const template = await this.get(principal, input.id, tx);
      await assertDefinitionReferencesUsable(tx, { orgId: template.orgId, callerOrgId: principal.orgId }, input);
      if (!(await updateVersioned(tx, alarmTemplates, input.id, input.version, storedFields(input)))) throw staleVersion();
      return this.get(principal, input.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      await this.get(principal, id, tx);
      await tx.delete(alarmTemplates).where(eq(alarmTemplates.id, id));
    });
  }
}

/** The columns of a template: the icon as JSON text, the plan, and the remaining fields as its definition. */
function storedFields(input: TemplateCreate | TemplateUpdate) {
  return { name: input.name, icon: JSON.stringify(input.icon), alarmPlanId: input.alarmPlanId ?? null, definition: definitionOf(input) };
}
