import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";
import { objectType } from "./object-type.js";
import { isValidTimeZone } from "./recurrence/index.js";

export const ORG_PATH_SEPARATOR = " > ";
export const ROOT_ORG_ID = 1;

const name = z.string().trim().min(1, "required").max(200);
const description = z.string().trim().max(2000).nullable().optional();
const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => zone === "" || isValidTimeZone(zone), "unknown time zone")
  .nullable()
  .optional()
  .transform((zone) => (zone === undefined ? undefined : zone || null))
  .describe("IANA time zone (Europe/Prague); empty or null: the nearest organization above decides, else the server's; absent on update: unchanged");

export const organization = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    parentId: z.number().int().nullable(),
    timeZone: z.string().nullable().describe("Its own time zone; null when inherited"),
    fullOrgPath: z.string().describe("Names from the root, joined with ' > '"),
    hasChildren: z.boolean(),
    version: objectVersion,
  })
  .meta({ id: "Organization" });
export type Organization = z.infer<typeof organization>;

export const organizationCreate = z.object({ name, description, timeZone, parentId: objectId }).meta({ id: "OrganizationCreate" });
export type OrganizationCreate = z.input<typeof organizationCreate>;

export const organizationUpdate = z.object({ id: objectId, version: objectVersion, name, description, timeZone }).meta({ id: "OrganizationUpdate" });
export type OrganizationUpdate = z.input<typeof organizationUpdate>;

export const organizationNode = organization.pick({ id: true, name: true, fullOrgPath: true, hasChildren: true, parentId: true });
export type OrganizationNode = z.infer<typeof organizationNode>;

export const organizationTree = z.object({ node: organizationNode, children: z.array(organizationNode) }).meta({ id: "OrganizationTree" });
export type OrganizationTree = z.infer<typeof organizationTree>;

export const moveRequest = z
  .object({
    id: z.union([objectId, z.string().regex(/^\d+$/).transform(Number).pipe(objectId)]),
    objectType,
    newOrgId: objectId,
  })
  .meta({ id: "MoveRequest" });
export type MoveRequest = z.input<typeof moveRequest>;

/** Maximum number of objects of each type in an organization and its sub-organizations; null is unlimited. */
export const objectLimits = z
  .object({
    orgId: z.number().int(),
    limits: z.partialRecord(objectType, z.number().int().min(0).max(10_000_000).nullable()),
    usage: z.partialRecord(objectType, z.number().int()).describe("Objects there now"),
  })
  .meta({ id: "ObjectLimits" });
export type ObjectLimits = z.infer<typeof objectLimits>;

export const objectLimitsUpdate = z
  .object({ limits: z.partialRecord(objectType, z.number().int().min(0).max(10_000_000).nullable()) })
  .meta({ id: "ObjectLimitsUpdate" });
export type ObjectLimitsUpdate = z.infer<typeof objectLimitsUpdate>;
