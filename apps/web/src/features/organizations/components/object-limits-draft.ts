import { OBJECT_TYPES, type ObjectLimits, type ObjectType } from "@alarm/contract";

/** The highest limit the server takes (packages/contract/src/organization.ts). */
export const LIMIT_MAX = 10_000_000;

/** The maximum per object type as edited; null is "no limit". */
export type LimitDraft = Record<ObjectType, number | null>;

export function limitDraftOf(limits: ObjectLimits["limits"]): LimitDraft {
  return Object.fromEntries(OBJECT_TYPES.map((type) => [type, limits[type] ?? null])) as LimitDraft;
}

/** The entries that differ from what is saved: a number sets a limit, null removes one. */
export function changedLimits(saved: ObjectLimits["limits"], draft: LimitDraft): ObjectLimits["limits"] {
  const changes: ObjectLimits["limits"] = {};
  for (const type of OBJECT_TYPES) {
    if ((saved[type] ?? null) !== draft[type]) changes[type] = draft[type];
  }
  return changes;
}

export function isValidLimit(value: number | null): boolean {
  return value === null || (Number.isInteger(value) && value >= 0 && value <= LIMIT_MAX);
}

/** A limit under what the organization holds already: allowed, but nothing more can be added. */
export function isBelowUsage(value: number | null, usage: number | undefined): boolean {
  return value !== null && usage !== undefined && value < usage;
}
