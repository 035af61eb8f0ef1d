import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";
import type { AlarmIcon } from "./alarm-point.js";

/** The predefined app editor (docs/domain-rules.md#alarm-apps): the alarm apps an organization offers its participants. */
export const APP_TYPES = ["SOS", "MEDICAL", "SYSTEM", "FIRE", "WATER", "SECURITY"] as const;
export const appType = z.enum(APP_TYPES).meta({ id: "AppType" });
export type AppType = (typeof APP_TYPES)[number];

/** The icon an app starts with, and falls back to when its stored icon cannot be read (docs/domain-rules.md#editor-states). */
export const APP_TYPE_ICONS: Record<AppType, AlarmIcon> = {
  SOS: { name: "exclamation-triangle", color: "#d32f2f" },
  MEDICAL: { name: "heart", color: "#c2185b" },
  SYSTEM: { name: "server", color: "#455a64" },
  FIRE: { name: "bolt", color: "#e65100" },
  WATER: { name: "cloud", color: "#1565c0" },
  SECURITY: { name: "shield", color: "#2e7d32" },
};

const systemId = z.string().trim().max(100).nullable().describe("Shown as the system id of the alarms the app raises");
const icon = z.string().max(300).describe('JSON text of the icon\'s name and colour, e.g. {"name":"heart","color":"#c2185b"}');

/** id, orgId, systemId, alarmPlanId, icon (JSON text of name and color), app type (docs/glossary.md#automation-and-integrations). */
export const predefinedApp = z
  .object({
    id: objectId,
    orgId: objectId,
    orgName: z.string(),
    appType,
    systemId,
    alarmPlanId: objectId.nullable().describe("The plan the app's alarms alert; without one the app cannot raise alarms"),
    alarmPlanName: z.string().nullable(),
    icon,
    version: objectVersion,
  })
  .meta({ id: "PredefinedApp" });
export type PredefinedApp = z.infer<typeof predefinedApp>;

export const predefinedAppCreate = z
  .object({ orgId: objectId, appType, systemId: systemId.optional(), alarmPlanId: objectId.nullable().optional(), icon: icon.optional() })
  .meta({ id: "PredefinedAppCreate" });
export type PredefinedAppCreate = z.infer<typeof predefinedAppCreate>;

export const predefinedAppUpdate = z
  .object({ id: objectId, version: objectVersion, systemId, alarmPlanId: objectId.nullable(), icon })
  .meta({ id: "PredefinedAppUpdate" });
export type PredefinedAppUpdate = z.infer<typeof predefinedAppUpdate>;

/** GET /alarmpoints/predefined/{orgId}?alarmtype= */
export const predefinedAppQuery = z.object({ alarmtype: appType.optional().describe("Only the app of this type") });
export const predefinedAppList = z.object({ list: z.array(predefinedApp) }).meta({ id: "PredefinedAppList" });
