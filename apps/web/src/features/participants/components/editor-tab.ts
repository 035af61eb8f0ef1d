/** The tabs of the participant editor, kept in ?tab= so that a link can open the schedule directly. */
export const EDITOR_TABS = ["details", "schedule"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export function editorTabOf(param: string | null): EditorTab {
  return param === "schedule" ? "schedule" : "details";
}
