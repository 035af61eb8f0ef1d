import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "../../lib/api-error";
import { isApiError } from "../../lib/api-error";
import { PageSpinner } from "../page-spinner";
import { StateCard } from "../state-card";
import { refusalDetail } from "../toast/describe-error";
import { useToast } from "../toast/toast-context";
import "./calendar-editor.css";
import { occurrencesOf, type KindedEntry } from "./calendar-occurrences";
import { INACTIVE_COLOUR, type CalendarView } from "./calendar-view";
import { browserTimeZone } from "./date-text";
import { EventEditorDialog, type EventKindForm } from "./event-editor-dialog";
import { afterSaveOrDelete, CLOSED_EDITOR, editNewEvent, editStoredEvent, type EventEditorState } from "./event-editor-state";
import type { EventFormErrors, TimingFormValues } from "./timing-form-model";

// FullCalendar is large: it loads with the first calendar shown, not with the screen around it.
const ScheduleCalendar = lazy(() => import("./schedule-calendar"));

type Range = { from: Date; to: Date };
type Slot = { start: Date; end?: Date | null; allDay: boolean };

/** What one kind of calendar (private media schedule, alarm point calendar) brings to the editor. */
export interface CalendarModel<E extends KindedEntry, V extends TimingFormValues, Change> extends EventKindForm<V> {
  /** Every kind with its colour and name, for the calendar and its legend. */
  kinds: readonly { kind: E["kind"]; colour: string; label: string }[];
  newValues: (slot: Slot, timeZone: string) => V;
  valuesOf: (event: E) => V;
  toChange: (values: V) => Change & { title?: string };
  /** The server's field problems under the editor's fields; null when one fits no field. */
  serverErrors: (details: readonly FieldProblem[]) => EventFormErrors | null;
}

export interface CalendarEditorProps<E extends KindedEntry, V extends TimingFormValues, Change> {
  /** The block class of the owner's screen, next to "calendar-editor" on the section and its parts. */
  block: string;
  label: string;
  /** Whose calendar it is: the event editor's subtitle. */
  owner: string;
  /** The section of the owner's texts: hint, empty, loadError, newEntry, legend, inactive. */
  textKeys: string;
  model: CalendarModel<E, V, Change>;
  calendar: UseQueryResult<{ events: E[] }>;
  save: UseMutationResult<unknown, Error, Change>;
  remove: UseMutationResult<unknown, Error, number>;
  /** True: new entries by selecting a time range; false: by clicking a slot. */
  selectable?: boolean;
}

/** The next full hour from now: where "New entry" starts. */
function nextFullHour(): Date {
  const date = new Date();
  date.setHours(date.getHours() + 1, 0, 0, 0);
  return date;
}

/**
 * A calendar of entries in a week or month view with its event editor
 * (docs/domain-rules.md#editor-states and #error-catalogue): new entries from the calendar or the
 * New entry button, stored ones opened by a click; a failed change shows the server's reason as an
 * error toast, and the calendar is read again.
 */
export function CalendarEditor<E extends KindedEntry, V extends TimingFormValues, Change>(props: CalendarEditorProps<E, V, Change>) {
  const { block, label, owner, textKeys, model, calendar, save, remove, selectable } = props;
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [range, setRange] = useState<Range | null>(null);
  const [view, setView] = useState<CalendarView>("timeGridWeek");
  const [editor, setEditor] = useState<EventEditorState<V>>(CLOSED_EDITOR);
  const [serverErrors, setServerErrors] = useState<EventFormErrors>({});
  const part = (name: string) => `calendar-editor__${name} ${block}__${name}`;
  const text = (name: "hint" | "empty" | "loadError" | "newEntry" | "legend" | "inactive") => t(`${textKeys}.${name}`);

  const events = calendar.data?.events;
  const occurrences = useMemo(() => (range && events ? occurrencesOf(events, range) : []), [events, range]);
  const colours = useMemo(() => Object.fromEntries(model.kinds.map(({ kind, colour }) => [kind, colour])), [model.kinds]);

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

  if (calendar.isError && !calendar.data) {
    return (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={text("loadError")} text={isApiError(calendar.error) ? calendar.error.reason : undefined}>
        <Button label={t("calendarEditor.retry")} icon="pi pi-refresh" outlined onClick={() => void calendar.refetch()} />
      </StateCard>
    );
  }

  return (
    <section className={`calendar-editor stack ${block}`} aria-label={label}>
      <div className={part("bar")}>
        <p className={part("hint")}>
          <i className="pi pi-info-circle" aria-hidden="true" /> {text("hint")}
        </p>
        <ul className={part("legend")} aria-label={text("legend")}>
          {[...model.kinds, { kind: "inactive", colour: INACTIVE_COLOUR, label: text("inactive") }].map((kind) => (
            <li key={kind.kind}>
              <span className="calendar-editor__swatch" style={{ background: kind.colour }} aria-hidden="true" />
              {kind.label}
            </li>
          ))}
        </ul>
        <Button type="button" label={text("newEntry")} icon="pi pi-plus" onClick={() => openNew({ start: nextFullHour(), allDay: false })} />
      </div>
      <div className={part("calendar")} aria-busy={calendar.isFetching}>
        <Suspense fallback={<PageSpinner />}>
          <ScheduleCalendar
            occurrences={occurrences}
            colours={colours}
            view={view}
            onView={setView}
            onRange={(next) =>
              setRange((previous) => (previous && previous.from.getTime() === next.from.getTime() && previous.to.getTime() === next.to.getTime() ? previous : next))
            }
            onSlot={openNew}
            onOccurrence={(eventId) => {
              const event = events?.find((candidate) => candidate.id === eventId);
              if (event) open(editStoredEvent(model.valuesOf(event)));
            }}
            selectable={selectable}
          />
        </Suspense>
        {calendar.isPending && <p className={part("loading")}>{t("common.loading")}</p>}
        {events && events.length === 0 && <p className={part("empty")}>{text("empty")}</p>}
      </div>
      {editor.open && (
        <EventEditorDialog
          owner={owner}
          form={model}
          initial={editor.values}
          isEditable={editor.isEditable}
          serverErrors={serverErrors}
          saving={save.isPending}
          deleting={remove.isPending}
          onSave={onSave}
          onDelete={onDelete}
          onClose={close}
          onEdited={(field) => setServerErrors(({ [field]: _dropped, ...rest }) => rest)}
        />
      )}
    </section>
  );
}
