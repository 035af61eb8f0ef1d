import type { ObjectType } from "@alarm/contract";

/** An object to put into another organization (PUT /move). */
export interface MoveTarget {
  /** A saved object's id; unsaved objects carry none, or a temporary id starting with "_". */
  id: number | string | null | undefined;
  objectType: ObjectType | null | undefined;
  newOrgId: number;
}

/**
 * docs/domain-rules.md#organization-picker: only an object with a real id is moved on the server —
 * a number, or a text that does not start with an underscore (temporary ids of unsaved objects do).
 */
export function hasRealId(id: MoveTarget["id"]): id is number | string {
  if (typeof id === "number") return Number.isInteger(id) && id > 0;
  return typeof id === "string" && id.length > 0 && !id.startsWith("_");
}

/** The body of PUT /move, or null when there is nothing to move on the server. */
export function moveRequestOf(target: MoveTarget): { id: number | string; objectType: ObjectType; newOrgId: number } | null {
  if (!hasRealId(target.id) || !target.objectType) return null;
  return { id: target.id, objectType: target.objectType, newOrgId: target.newOrgId };
}
