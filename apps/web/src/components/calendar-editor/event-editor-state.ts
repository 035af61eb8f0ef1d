/**
 * The event editor of a calendar (docs/domain-rules.md#editor-states): closed, or open on a new
 * event (`isEditable` false: nothing stored yet, Save creates it, nothing to delete) or on a stored
 * event (`isEditable` true: Save updates it, Delete removes it). After a successful save or delete
 * the editor returns to non-editable: it closes.
 */
export type EventEditorState<V> = { open: false; isEditable: false } | { open: true; isEditable: boolean; values: V };

export const CLOSED_EDITOR = { open: false, isEditable: false } as const satisfies EventEditorState<never>;

export function editNewEvent<V>(values: V): EventEditorState<V> {
  return { open: true, isEditable: false, values };
}

export function editStoredEvent<V>(values: V): EventEditorState<V> {
  return { open: true, isEditable: true, values };
}

/** After a successful save or delete. */
export function afterSaveOrDelete<V>(): EventEditorState<V> {
  return CLOSED_EDITOR;
}
