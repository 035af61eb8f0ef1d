/** What /participants/{id} asks the editor to show: a new participant, or the one with that id. */
export type EditorTarget = { kind: "new" } | { kind: "existing"; id: number } | { kind: "invalid"; param: string };

/** The path segment of a new participant's editor: /participants/new. */
export const NEW_SEGMENT = "new";

export function editorTargetOf(param: string | undefined): EditorTarget | null {
  if (param === undefined) return null;
  if (param === NEW_SEGMENT) return { kind: "new" };
  const id = /^\d{1,10}$/.test(param) ? Number(param) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { kind: "existing", id } : { kind: "invalid", param };
}

/** The tabs of the editor, kept in ?tab= so that a link can open the schedule directly. */
export const EDITOR_TABS = ["details", "schedule"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export function editorTabOf(param: string | null): EditorTab {
  return param === "schedule" ? "schedule" : "details";
}
