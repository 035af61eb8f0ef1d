import type { CalendarEvent } from "@alarm/contract";
import { eventFormOf, newEventForm, type EventFormValues } from "./event-form-model";

/**
 * The event editor of a private media schedule (SPEC section 4): closed, or open on a new event
 * (`isEditable` false: nothing stored yet, Save creates it, nothing to delete) or on a stored event
 * (`isEditable` true: Save updates it, Delete removes it). After a successful save or delete the
 * editor returns to non-editable: it closes.
 */
export type EventEditorState = { open: false; isEditable: false } | { open: true; isEditable: boolean; values: EventFormValues };

export const CLOSED_EDITOR: EventEditorState = { open: false, isEditable: false };

export function editNewEvent(slot: { start: Date; end?: Date | null; allDay: boolean }, timeZone: string): EventEditorState {
  return { open: true, isEditable: false, values: newEventForm(slot, timeZone) };
}

export function editStoredEvent(event: CalendarEvent): EventEditorState {
  return { open: true, isEditable: true, values: eventFormOf(event) };
}

/** After a successful save or delete. */
export function afterSaveOrDelete(): EventEditorState {
  return CLOSED_EDITOR;
}
