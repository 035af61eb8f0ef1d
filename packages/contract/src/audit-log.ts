import { z } from "zod";
import { DATABASE_INTEGER_MAX, objectId, objectIdParam } from "./ids.js";

/**
 * The audit log: every change made through the API, with who, when, from where, and the fields
 * before and after. Rows are named by their table (`alarm_points`); a row belonging to another
 * (a participant's device) names that one as its parent, so an editor's history shows both.
 */
export const AUDITED_OBJECT_TYPES = [
  "organizations",
  "users",
  "roles",
  "user_roles",
  "participants",
  "participant_devices",
  "participant_calendar_events",
  "participant_groups",
  "participant_group_members",
  "holidays",
  "alarm_plans",
  "alarm_plan_ranks",
  "alarm_plan_entries",
  "alarm_points",
  "alarm_point_instruction_files",
  "alarm_point_calendar_events",
  "alarm_templates",
  "text_templates",
  "alarm_rules",
  "grouping_rules",
  "alarm_rotationals",
  "alarm_rotation_week_groups",
  "alarm_rotation_events",
  "participant_rotationals",
  "participant_rotation_week_groups",
  "participant_rotation_events",
  "maintenance_windows",
  "alarm_point_shelves",
  "outgoing_webhooks",
  "integration_keys",
  "predefined_apps",
  "lone_worker_settings",
  "instruction_files",
  "duty_overrides",
  "object_limits",
  /** Events the server records: sign-ins on users, answers on alarms. */
  "alarms",
] as const;
export type AuditedObjectType = (typeof AUDITED_OBJECT_TYPES)[number];

/** Row changes, and the events the server records beside them. */
export const AUDIT_ACTIONS = ["INSERT", "UPDATE", "DELETE", "SIGN_IN", "SIGN_IN_FAILED", "ALARM_QUIT", "ALARM_ACKNOWLEDGED"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value is any JSON; secrets read "[secret]", a changed one "[new secret]". */
export const auditFieldChange = z.object({ field: z.string(), before: z.unknown().optional(), after: z.unknown().optional() }).meta({ id: "AuditFieldChange" });
export type AuditFieldChange = z.infer<typeof auditFieldChange>;

export const auditEntry = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    /** Entries of one transaction are one change. */
    changeId: z.number().int(),
    action: z.enum(AUDIT_ACTIONS),
    objectType: z.enum(AUDITED_OBJECT_TYPES),
    objectId: z.string().nullable(),
    parentType: z.string().nullable(),
    parentId: z.string().nullable(),
    orgId: z.number().int().nullable(),
    orgName: z.string().nullable(),
    /** Null for what the server did on its own (first start, demo data). */
    actorLogin: z.string().nullable(),
    address: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** What the entry is about in a person's words: the object's name where it has one. */
    label: z.string().nullable(),
    changes: z.array(auditFieldChange),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_PAGE_SIZE_MAX = 200;

const filterFields = {
  from: z.iso.datetime({ offset: true }).optional().describe("Entries at or after"),
  until: z.iso.datetime({ offset: true }).optional().describe("Entries before"),
  actor: z.string().trim().max(100).optional().describe("The login of who made the change (contains, case-insensitive)"),
  objectType: z.enum(AUDITED_OBJECT_TYPES).optional(),
  objectId: z.string().trim().max(20).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  orgId: objectId.optional().describe("The organization and those below it; the caller's own by default"),
};

/** POST /audit-log/list: a page of entries, newest first. */
export const auditQuery = z
  .object({
    ...filterFields,
    currentPage: z.number().int().min(1).max(DATABASE_INTEGER_MAX).default(1),
    pageSize: z.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
  })
  .meta({ id: "AuditQuery" });
export type AuditQuery = z.input<typeof auditQuery>;
export type ValidAuditQuery = z.infer<typeof auditQuery>;

/** Matching entries are counted up to this many and one more: a log of millions is not counted whole for each page. */
export const AUDIT_COUNT_LIMIT = 10_000;

export const auditPage = z
  .object({
    list: z.array(auditEntry),
    count: z
      .number()
      .int()
      .describe(`Matching entries, counted up to ${AUDIT_COUNT_LIMIT + 1}`),
    countIsLowerBound: z.boolean().describe(`True when more than ${AUDIT_COUNT_LIMIT} entries match: count is then a lower bound`),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    pagesCount: z.number().int(),
  })
  .meta({ id: "AuditPage" });
export type AuditPage = z.infer<typeof auditPage>;

/** GET /audit-log/export: the same filters in the query string; the answer is a CSV file. */
export const auditExportQuery = z.object({ ...filterFields, orgId: objectIdParam.optional() });
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

/** GET /audit-log/history/{objectType}/{objectId}: one object's changes, its own rows' and its parts'. */
export const auditHistoryParams = z.object({ objectType: z.enum(AUDITED_OBJECT_TYPES), objectId: objectIdParam });

/** One change of an object: the entries of one transaction, oldest first. */
export const auditChange = z
  .object({
    changeId: z.number().int(),
    at: z.iso.datetime(),
    actorLogin: z.string().nullable(),
    address: z.string().nullable(),
    entries: z.array(auditEntry),
  })
  .meta({ id: "AuditChange" });
export type AuditChange = z.infer<typeof auditChange>;

export const AUDIT_HISTORY_LIMIT = 100;
export const auditHistory = z.object({ list: z.array(auditChange) }).meta({ id: "AuditHistory" });
export type AuditHistory = z.infer<typeof auditHistory>;
