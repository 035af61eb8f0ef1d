import { and, type AnyColumn, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { AppError } from "./errors.js";
import { OBJECT_KINDS, type ObjectKind } from "./object-kinds.js";
import { inOrganizationSubtree } from "./organization-scope.js";
import type { Executor } from "../db/database.js";
import { instructionFiles, organizations, participants } from "../db/schema/index.js";

/**
 * An object may name (reference) only objects of its own organization or of an organization above
 * it: a point of one branch never uses the plan of a sibling branch, even when the administrator
 * who edits it sees both. Each kind of object that others name is described here once.
 */
type Referable = { table: PgTable; id: AnyColumn; orgId: AnyColumn; name: AnyColumn | SQL; label: string; unknownCode: string };

/** An object kind as others name it: its columns from OBJECT_KINDS, its label in a sentence. */
const referable = (kind: ObjectKind | undefined, unknownCode: string, name?: SQL): Referable => {
  if (!kind) throw new Error(`No object kind for ${unknownCode}`);
  return { table: kind.table, id: kind.id, orgId: kind.orgId, name: name ?? kind.name, label: kind.label.toLowerCase(), unknownCode };
};

export const REFERABLE = {
  ALARMPLAN: referable(OBJECT_KINDS.ALARMPLAN, "UNKNOWN_PLAN"),
  ALARMPOINT: referable(OBJECT_KINDS.ALARMPOINT, "UNKNOWN_ALARM_POINT"),
  TEXT_TEMPLATE: referable(OBJECT_KINDS.TEXT_TEMPLATE, "UNKNOWN_TEXT_TEMPLATE"),
  INSTRUCTION_FILE: {
    table: instructionFiles,
    id: instructionFiles.id,
    orgId: instructionFiles.orgId,
    name: instructionFiles.name,
    label: "instruction file",
    unknownCode: "UNKNOWN_FILE",
  },
  PARTICIPANT: referable(OBJECT_KINDS.PARTICIPANT, "UNKNOWN_PARTICIPANT", sql<string>`${participants.name} || ' ' || ${participants.surname}`),
  PARTICIPANT_GROUP: referable(OBJECT_KINDS.PARTICIPANT_GROUP, "UNKNOWN_GROUP"),
  USERGROUP: referable(OBJECT_KINDS.USERGROUP, "UNKNOWN_ROLE"),
  ALARM_ROTATIONAL: referable(OBJECT_KINDS.ALARM_ROTATIONAL, "UNKNOWN_SCHEDULE"),
  PARTICIPANT_ROTATIONAL: referable(OBJECT_KINDS.PARTICIPANT_ROTATIONAL, "UNKNOWN_SCHEDULE"),
} satisfies Record<string, Referable>;
export type ReferableKind = keyof typeof REFERABLE;

/**
 * Where the referencing object lives, and who asks: references must lie in `orgId` or above it, and
 * within the caller's scope. `alsoBelow` lets them lie below `orgId` too (never in a sibling branch):
 * a manual call of an organization may reach the people of its sub-organizations.
 */
export type ReferenceScope = { orgId: number; callerOrgId: number; alsoBelow?: boolean };

/**
 * SQL condition: `column` names `orgId` or one of its ancestors, up to the caller's own organization
 * (what lies above the caller is out of its scope and so counts as absent).
 */
export const usableInOrganization = (column: AnyColumn | SQL, { orgId, callerOrgId, alsoBelow = false }: ReferenceScope): SQL =>
  sql`((${column} in (
        with recursive lineage(id, parent_id) as (
          select o.id, o.parent_id from organizations o where o.id = ${orgId}
          union all
          select o.id, o.parent_id from organizations o join lineage l on o.id = l.parent_id and l.id <> ${callerOrgId})
        select lineage.id from lineage)${alsoBelow ? sql` or ${inOrganizationSubtree(column, orgId)}` : sql``})
      and ${inOrganizationSubtree(column, callerOrgId)})`;

type ReferenceProblem = { field: string; message: string; code: string };

/**
 * The ids that do not name a `kind` object usable in `scope.orgId`, each at its field. An id the
 * caller cannot see reads as unknown (never revealing that it exists); one it sees in another
 * branch is named with its organization. `field` names where each id came from (by its index).
 */
export async function referenceProblems(
  db: Executor,
  kind: ReferableKind,
  ids: readonly (number | null | undefined)[],
  scope: ReferenceScope,
  field: string | ((index: number) => string),
): Promise<ReferenceProblem[]> {
  const named = ids.flatMap((id, index) => (id == null ? [] : [{ id, field: typeof field === "string" ? field : field(index) }]));
  if (named.length === 0) return [];
  const referable: Referable = REFERABLE[kind];
  const visible = await db
    .select({
      id: sql<number>`${referable.id}`,
      name: sql<string>`${referable.name}`,
      orgName: organizations.name,
      usable: sql<boolean>`${usableInOrganization(referable.orgId, scope)}`,
    })
    .from(referable.table)
    .innerJoin(organizations, eq(organizations.id, referable.orgId))
    .where(and(inArray(referable.id, [...new Set(named.map((reference) => reference.id))]), inOrganizationSubtree(referable.orgId, scope.callerOrgId)));
  const found = new Map(visible.map((row) => [row.id, row]));
  return named.flatMap(({ id, field }) => {
    const row = found.get(id);
    if (!row) return [{ field, message: `Unknown ${referable.label}: ${id}`, code: referable.unknownCode }];
    if (row.usable) return [];
    const message = `${capitalized(referable.label)} "${row.name}" belongs to "${row.orgName}", which is neither this organization nor one ${scope.alsoBelow ? "above or below" : "above"} it`;
    return [{ field, message, code: "OUTSIDE_ORGANIZATION" }];
  });
}

/** 400 VALIDATION with every problem as a detail, when there is any. */
export function refuseReferenceProblems(problems: readonly ReferenceProblem[]) {
  if (problems.length > 0) throw new AppError("VALIDATION", [...new Set(problems.map((problem) => problem.message))].join("; "), [...problems]);
}

/** 400 VALIDATION unless every id names a `kind` object usable in `scope.orgId` (see referenceProblems). */
export async function assertUsableIn(...args: Parameters<typeof referenceProblems>) {
  refuseReferenceProblems(await referenceProblems(...args));
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
