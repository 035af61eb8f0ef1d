import type { UseMutationResult } from "@tanstack/react-query";
import { confirmDialog } from "primereact/confirmdialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { refusalDetail } from "../toast/describe-error";
import { useToast } from "../toast/toast-context";
import type { CalendarModel, Slot } from "./calendar-editor";
import type { KindedEntry } from "./calendar-occurrences";
import { browserTimeZone } from "./date-text";
import { afterSaveOrDelete, CLOSED_EDITOR, editNewEvent, type EventEditorState } from "./event-editor-state";
import type { EventFormErrors, TimingFormValues } from "./timing-form-model";

interface EntryEditingOptions<E extends KindedEntry, V extends TimingFormValues, Change> {
  model: CalendarModel<E, V, Change>;
  save: UseMutationResult<unknown, Error, Change>;
  remove: UseMutationResult<unknown, Error, number>;
}

/**
 * The event editor of a calendar: which entry is open, the server's field problems, and saving or
 * deleting it (docs/domain-rules.md#editor-states and #error-catalogue).
 */
export function useCalendarEntryEditing<E extends KindedEntry, V extends TimingFormValues, Change>({ model, save, remove }: EntryEditingOptions<E, V, Change>) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [editor, setEditor] = useState<EventEditorState<V>>(CLOSED_EDITOR);
  const [serverErrors, setServerErrors] = useState<EventFormErrors>({});

  const open = (next: EventEditorState<V>) => {
    setServerErrors({});
    setEditor(next);
  };
  const close = () => open(afterSaveOrDelete());
  const openNew = (slot: Slot) => open(editNewEvent(model.newValues(slot, browserTimeZone())));

  /** The server's reason as an error toast; the calendar is read again by the mutation (docs/domain-rules.md#error-catalogue). */
  const showFailure = (summary: string, error: unknown) => {
    const detail = refusalDetail(error, i18n);
    toast.show({ severity: "error", summary, detail });
    // A stale or vanished event cannot be saved again from this copy.
    if (isApiError(error, "CONFLICT") || isApiError(error, "NOT_FOUND")) close();
  };

  const onSave = (values: V) => {
    const creating = values.id === null;
    const change = model.toChange(values);
    save.mutate(change, {
      onSuccess: () => {
        toast.show({
          severity: "success",
          summary: creating ? t("calendarEditor.createdTitle") : t("calendarEditor.savedTitle"),
          detail: t("calendarEditor.saved", { title: change.title ?? "" }),
        });
        close();
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? model.serverErrors(error.details) : null;
        if (fieldErrors) setServerErrors(fieldErrors);
        else showFailure(creating ? t("calendarEditor.createFailed") : t("calendarEditor.updateFailed"), error);
      },
    });
  };

  /** An unsaved entry has nothing to delete; the editor only offers Delete for stored ones (docs/domain-rules.md#editor-states). */
  const onDelete = () => {
    if (!editor.open || editor.values.id === null) return close();
    const { id, title } = editor.values;
    confirmDialog({
      header: t("calendarEditor.deleteHeader"),
      message: t("calendarEditor.deleteConfirm", { title }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("calendarEditor.delete"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("calendarEditor.deleteHeader"), detail: t("calendarEditor.deleted", { title }) });
            close();
          },
          onError: (error) => showFailure(t("calendarEditor.deleteFailed"), error),
        }),
    });
  };

  const dropServerError = (field: string) => setServerErrors(({ [field]: _dropped, ...rest }) => rest);

  return { editor, serverErrors, open, close, openNew, onSave, onDelete, dropServerError };
}
