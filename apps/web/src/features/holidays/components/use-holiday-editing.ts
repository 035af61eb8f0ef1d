import { DEFAULT_EVENT_TITLE, type HolidayCalendar, type HolidayEvent } from "@alarm/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { useSaveHoliday } from "../api/save-holiday";
import { holidayToOpen, type IsoDate } from "./calendar-model";
import {
  checkHolidayForm,
  extendTo,
  holidayFormOf,
  moveDraftTo,
  newHolidayForm,
  serverHolidayErrors,
  toCreateRequest,
  toUpdateRequest,
  type HolidayFormErrors,
  type HolidayFormValues,
} from "./holiday-form-model";
import { useConfirmDeleteHoliday } from "./use-confirm-delete-holiday";
import { useHolidayFailureToast } from "./use-holiday-failure-toast";

/**
 * What the editor shows (docs/domain-rules.md#editor-states): nothing; a new, unsaved holiday; one
 * of the organization's own holidays (editable); or an inherited one (read-only).
 */
export type Editing =
  { kind: "new"; values: HolidayFormValues } | { kind: "own"; event: HolidayEvent; values: HolidayFormValues } | { kind: "inherited"; event: HolidayEvent };

interface State {
  editing: Editing | null;
  submitted: boolean;
  serverErrors: HolidayFormErrors;
}

const NOTHING: State = { editing: null, submitted: false, serverErrors: {} };

/** The holiday being edited on the holidays screen, with saving and deleting. */
export function useHolidayEditing(orgId: number | null, year: number, calendar: HolidayCalendar | undefined, canEdit: boolean) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useHolidayFailureToast();
  const save = useSaveHoliday();
  const [state, setState] = useState<State>(NOTHING);
  const { editing } = state;
  const open = (next: Editing | null) => setState({ editing: next, submitted: false, serverErrors: {} });
  const { confirmDelete, deleting } = useConfirmDeleteHoliday(orgId, year, () => open(null));

  const change = (values: HolidayFormValues) => setState((previous) => withValues(previous, values));

  const openEvent = (event: HolidayEvent) => {
    if (event.standard || !canEdit) open({ kind: "inherited", event });
    else open({ kind: "own", event, values: holidayFormOf(event) });
  };

  /** A click on a day of the year view. */
  const openDay = (date: IsoDate, extend: boolean, events: HolidayEvent[] | undefined) => {
    if (extend && editing && editing.kind !== "inherited") return change(extendTo(editing.values, date));
    const holiday = holidayToOpen(events);
    if (holiday) return openEvent(holiday);
    if (!canEdit) return open(null);
    // A new holiday is the day clicked; a draft already open moves there and keeps what was typed.
    if (editing?.kind === "new") return change(moveDraftTo(editing.values, date));
    open({ kind: "new", values: newHolidayForm(date) });
  };

  const clientErrors = editing && editing.kind !== "inherited" ? checkHolidayForm(editing.values) : {};
  // The order of the dates is checked at once; the rest when saving.
  const errors: HolidayFormErrors = { ...(state.submitted ? clientErrors : pick(clientErrors, ["end"])), ...state.serverErrors };

  const submit = () => {
    if (!editing || editing.kind === "inherited" || orgId === null) return;
    setState((previous) => ({ ...previous, submitted: true, serverErrors: {} }));
    if (Object.keys(checkHolidayForm(editing.values)).length > 0) return;
    const request =
      editing.kind === "new"
        ? { kind: "create" as const, orgId, year, request: toCreateRequest(editing.values) }
        : { kind: "update" as const, orgId, year, request: toUpdateRequest(editing.values, editing.event) };
    save.mutate(request, {
      onSuccess: () => {
        toast.show({
          severity: "success",
          summary: editing.kind === "new" ? t("holidays.toast.created") : t("holidays.toast.saved"),
          detail: editing.values.title.trim() || DEFAULT_EVENT_TITLE,
        });
        // After a save the editor is no longer editable (docs/domain-rules.md#editor-states).
        open(null);
      },
      onError: (error) => {
        showFailure(error);
        const fieldErrors = serverHolidayErrors(error);
        if (fieldErrors) setState((previous) => ({ ...previous, serverErrors: fieldErrors }));
      },
    });
  };

  /** Deleting an unsaved holiday only deselects it; a saved one is deleted after a confirmation (docs/domain-rules.md#editor-states). */
  const deleteSelected = () => {
    if (!editing || editing.kind === "inherited") return;
    if (editing.kind === "new") return open(null);
    confirmDelete(editing.event);
  };

  // The editor follows the calendar: an edited holiday deleted elsewhere closes it.
  const stale = editing && editing.kind !== "new" && calendar && !calendar.events.some((event) => event.id === editing.event.id);

  return {
    editing: stale ? null : editing,
    errors,
    openDay,
    openEvent,
    change,
    submit,
    deleteSelected,
    close: () => open(null),
    saving: save.isPending,
    deleting,
  };
}

function pick(errors: HolidayFormErrors, fields: (keyof HolidayFormErrors)[]): HolidayFormErrors {
  return Object.fromEntries(fields.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}

/** The editor's values changed; a problem the server found goes away once its field is changed. */
function withValues(previous: State, values: HolidayFormValues): State {
  if (!previous.editing || previous.editing.kind === "inherited") return previous;
  const before = previous.editing.values;
  const serverErrors = { ...previous.serverErrors };
  if (values.start !== before.start || values.end !== before.end) {
    delete serverErrors.dates;
    delete serverErrors.start;
    delete serverErrors.end;
  }
  if (values.title !== before.title) delete serverErrors.title;
  return { ...previous, editing: { ...previous.editing, values }, serverErrors };
}
