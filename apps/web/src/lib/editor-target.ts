/**
 * What /<objects>/{id?} asks an object list's editor to show: nothing, a new object, or the
 * object with that id (e.g. /users, /users/new, /users/42).
 */
export type EditorTarget = { kind: "new" } | { kind: "existing"; id: number } | { kind: "invalid"; param: string };

/** The path segment of a new object's editor: /users/new. */
export const NEW_SEGMENT = "new";

export function editorTargetOf(param: string | undefined): EditorTarget | null {
  if (param === undefined) return null;
  if (param === NEW_SEGMENT) return { kind: "new" };
  const id = /^\d{1,10}$/.test(param) ? Number(param) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { kind: "existing", id } : { kind: "invalid", param };
}
