import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "../../lib/api-error";
import { isApiError } from "../../lib/api-error";
import { PageSpinner } from "../page-spinner";
import { StateCard } from "../state-card";
import "./calendar-editor.css";
import { CalendarEditorBar } from "./calendar-editor-bar";
import { occurrencesOf, type KindedEntry } from "./calendar-occurrences";
import type { CalendarView } from "./calendar-view";
import { EventEditorDialog, type EventKindForm } from "./event-editor-dialog";
import { editStoredEvent } from "./event-editor-state";
import type { EventFormErrors, TimingFormValues } from "./timing-form-model";
import { useCalendarEntryEditing } from "./use-calendar-entry-editing";

// FullCalendar is large: it loads with the first calendar shown, not with the screen around it.
const ScheduleCalendar = lazy(() => import("./schedule-calendar"));

type Range = { from: Date; to: Date };
export type Slot = { start: Date; end?: Date | null; allDay: boolean };

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
  const { t } = useTranslation();
  const [range, setRange] = useState<Range | null>(null);
  const [view, setView] = useState<CalendarView>("timeGridWeek");
  const editing = useCalendarEntryEditing({ model, save, remove });
  const { editor, openNew } = editing;
  const part = (name: string) => `calendar-editor__${name} ${block}__${name}`;
  const text = (name: "hint" | "empty" | "loadError" | "newEntry" | "legend" | "inactive") => t(`${textKeys}.${name}`);

  const events = calendar.data?.events;
  const occurrences = useMemo(() => (range && events ? occurrencesOf(events, range) : []), [events, range]);
  const colours = useMemo(() => Object.fromEntries(model.kinds.map(({ kind, colour }) => [kind, colour])), [model.kinds]);

  if (calendar.isError && !calendar.data) {
    return (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={text("loadError")} text={isApiError(calendar.error) ? calendar.error.reason : undefined}>
        <Button label={t("calendarEditor.retry")} icon="pi pi-refresh" outlined onClick={() => void calendar.refetch()} />
      </StateCard>
    );
  }

  return (
    <section className={`calendar-editor stack ${block}`} aria-label={label}>
      <CalendarEditorBar
        part={part}
        texts={{ hint: text("hint"), legend: text("legend"), inactive: text("inactive"), newEntry: text("newEntry") }}
        kinds={model.kinds}
        onNewEntry={() => openNew({ start: nextFullHour(), allDay: false })}
      />
      <div className={part("calendar")} aria-busy={calendar.isFetching}>
        <Suspense fallback={<PageSpinner />}>
          <ScheduleCalendar
            occurrences={occurrences}
            colours={colours}
            view={view}
            onView={setView}
            onRange={(next) =>
              setRange((previous) =>
                previous && previous.from.getTime() === next.from.getTime() && previous.to.getTime() === next.to.getTime() ? previous : next,
              )
            }
            onSlot={openNew}
            onOccurrence={(eventId) => {
              const event = events?.find((candidate) => candidate.id === eventId);
              if (event) editing.open(editStoredEvent(model.valuesOf(event)));
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
          serverErrors={editing.serverErrors}
          saving={save.isPending}
          deleting={remove.isPending}
          onSave={editing.onSave}
          onDelete={editing.onDelete}
          onClose={editing.close}
          onEdited={editing.dropServerError}
        />
      )}
    </section>
  );
}
