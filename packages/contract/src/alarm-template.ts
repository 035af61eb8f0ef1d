import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";
import { alarmDefinitionFields, alarmIcon, alarmPointCreate } from "./alarm-point.js";
import { instructionFile } from "./instruction-file.js";

/**
 * An alarm template (type ALARM_TEMPLATE) holds the fields of an alarm point; preparing it gives
 * a new alarm point's fields. Its icon is kept as JSON text and read back as null when unreadable.
 */
export const alarmTemplate = z
  .object({
    ...alarmPointCreate.shape,
    id: z.number().int(),
    icon: alarmIcon.nullable(),
    alarmPlanId: z.number().int().nullable(),
    alarmPlanName: z.string().nullable(),
    orgName: z.string(),
    instructionFiles: z.array(instructionFile),
    type: z.literal("ALARM_TEMPLATE"),
    version: objectVersion,
  })
  .omit({ alarmPointType: true })
  .meta({ id: "AlarmTemplate" });
export type AlarmTemplate = z.infer<typeof alarmTemplate>;

export const alarmTemplateCreate = z.object({ ...alarmDefinitionFields, orgId: objectId }).meta({ id: "AlarmTemplateCreate" });
export type AlarmTemplateCreate = z.input<typeof alarmTemplateCreate>;

export const alarmTemplateUpdate = z.object({ ...alarmDefinitionFields, id: objectId, version: objectVersion }).meta({ id: "AlarmTemplateUpdate" });
export type AlarmTemplateUpdate = z.input<typeof alarmTemplateUpdate>;

/** GET /alarmtemplates/prepare/{id}: the fields of a new alarm point, filled from the template. */
export const alarmPointDraft = z
  .object({ ...alarmPointCreate.shape, icon: alarmIcon, alarmPlanId: z.number().int().nullable(), templateId: z.number().int() })
  .meta({ id: "AlarmPointDraft" });
export type AlarmPointDraft = z.infer<typeof alarmPointDraft>;
