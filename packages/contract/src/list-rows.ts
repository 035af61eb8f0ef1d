import { z } from "zod";
import { MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES } from "./alarm-plan.js";
import { alarmPoint } from "./alarm-point.js";
import { ruleAction, ruleCondition } from "./alarm-rule.js";
import { deviceType } from "./device.js";
import { objectVersion } from "./ids.js";
import { organization } from "./organization.js";
import { participant } from "./participant.js";
import { textTemplate } from "./text-template.js";
import { role, user } from "./user.js";

/** What every row of every list carries: the object and the organization it belongs to. */
const listed = {
  id: z.number().int(),
  name: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  version: objectVersion,
};

export const organizationListRow = organization
  .extend({ orgId: z.number().int().describe("The parent organization (its own id for the root)"), orgName: z.string() })
  .meta({ id: "OrganizationListRow" });

export const userListRow = user.omit({ roles: true }).meta({ id: "UserListRow" });

export const roleListRow = role.meta({ id: "RoleListRow" });

export const participantListRow = participant
  .omit({ devices: true })
  .extend({ deviceTypes: z.array(deviceType).describe("The types of its devices, in their order") })
  .meta({ id: "ParticipantListRow" });

export const participantGroupListRow = z
  .object({ ...listed, description: z.string().nullable(), memberCount: z.number().int() })
  .meta({ id: "ParticipantGroupListRow" });

export const alarmPlanListRow = z
  .object({
    ...listed,
    description: z.string().nullable(),
    mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES),
    mediaUsageType: z.enum(MEDIA_USAGE_TYPES),
    rankCount: z.number().int(),
  })
  .meta({ id: "AlarmPlanListRow" });

export const alarmPointListRow = alarmPoint
  .pick({
    id: true,
    name: true,
    description: true,
    systemId: true,
    icon: true,
    priority: true,
    language: true,
    alarmPlanId: true,
    alarmPlanName: true,
    acknowledgeMode: true,
    confirmPriority: true,
    alarmPointType: true,
    deleted: true,
    deletedAt: true,
    orgId: true,
    orgName: true,
    version: true,
  })
  .meta({ id: "AlarmPointListRow" });

export const alarmTemplateListRow = z
  .object({
    ...listed,
    iconText: z.string().nullable().describe("The icon as stored: JSON text, read with parseIcon"),
    alarmPlanId: z.number().int().nullable(),
    alarmPlanName: z.string().nullable(),
  })
  .meta({ id: "AlarmTemplateListRow" });

export const textTemplateListRow = textTemplate.meta({ id: "TextTemplateListRow" });

const rotationalListed = {
  ...listed,
  description: z.string().nullable(),
  validFrom: z.string().describe("YYYY-MM-DD: week 1 starts that day"),
  weekGroupCount: z.number().int(),
  usageCount: z.number().int().describe("Alarm points (standby) or participants (team media) that use it"),
};
export const alarmRuleListRow = z
  .object({
    ...listed,
    description: z.string().nullable(),
    enabled: z.boolean(),
    position: z.number().int(),
    conditions: z.array(ruleCondition),
    actions: z.array(ruleAction),
    regexTimeouts: z.number().int(),
  })
  .meta({ id: "AlarmRuleListRow" });
export const alarmRotationalListRow = z.object(rotationalListed).meta({ id: "AlarmRotationalListRow" });
export const participantRotationalListRow = z.object(rotationalListed).meta({ id: "ParticipantRotationalListRow" });

/** The row POST /list answers for each object type it lists. */
export const listRowOf = {
  ORGANIZATION: organizationListRow,
  USER: userListRow,
  USERGROUP: roleListRow,
  PARTICIPANT: participantListRow,
  PARTICIPANT_GROUP: participantGroupListRow,
  ALARMPLAN: alarmPlanListRow,
  ALARMPOINT: alarmPointListRow,
  ALARM_TEMPLATE: alarmTemplateListRow,
  TEXT_TEMPLATE: textTemplateListRow,
  ALARM_ROTATIONAL: alarmRotationalListRow,
  PARTICIPANT_ROTATIONAL: participantRotationalListRow,
  ALARM_RULE: alarmRuleListRow,
} as const;
export type ListedObjectType = keyof typeof listRowOf;
export type ListRowOf<T extends ListedObjectType> = z.infer<(typeof listRowOf)[T]>;

/** A row of any listed type; each type's required fields tell the types apart. */
export const listRow = z
  .union([
    organizationListRow,
    userListRow,
    roleListRow,
    participantListRow,
    participantGroupListRow,
    alarmPlanListRow,
    alarmPointListRow,
    alarmTemplateListRow,
    textTemplateListRow,
    alarmRotationalListRow,
    participantRotationalListRow,
    alarmRuleListRow,
  ])
  .meta({ id: "ListRow" });
export type ListRow = z.infer<typeof listRow>;
