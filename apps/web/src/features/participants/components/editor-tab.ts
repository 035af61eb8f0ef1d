/** The tabs of the participant editor, kept in ?tab= so that a link can open the schedule directly. */
export const EDITOR_TABS = ["details", "schedule", "duties"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export function editorTabOf(param: string | null): EditorTab {
  return EDITOR_TABS.find((tab) => tab === param) ?? "details";
}
