import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useCalendarEventMutations, useParticipantCalendar } from "../api/participant-calendar";
import { occurrencesOf } from "./calendar-occurrences";
import { browserTimeZone } from "./date-text";
import { EventEditorDialog } from "./event-editor-dialog";
import { afterSaveOrDelete, CLOSED_EDITOR, editNewEvent, editStoredEvent, type EventEditorState } from "./event-editor-state";
import { serverEventErrors, toEventChange, type EventField, type EventFormErrors, type EventFormValues } from "./event-form-model";
import { INACTIVE_COLOUR, KIND_COLOURS, type CalendarView } from "./schedule-colours";

// FullCalendar is large: it loads with the first calendar shown, not with the participants table.
const ScheduleCalendar = lazy(() => import("./schedule-calendar"));

interface PrivateScheduleProps {
  participant: { id: number; fullName: string };
}

type Range = { from: Date; to: Date };

/** The next full hour from now: where "New entry" starts. */
function nextFullHour(): Date {
  const date = new Date();
  date.setHours(date.getHours() + 1, 0, 0, 0);
  return date;
}

/**
 * A participant's private media schedule (SPEC sections 3, 4 and 8): absences, another device or a
 * replacement, once or recurring, shown in a week or month calendar and changed in the event editor.
 */
export function PrivateSchedule({ participant }: PrivateScheduleProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const calendar = useParticipantCalendar(participant.id);
  const { save, remove } = useCalendarEventMutations(participant.id);
  const [range, setRange] = useState<Range | null>(null);
  const [view, setView] = useState<CalendarView>("timeGridWeek");
  const [editor, setEditor] = useState<EventEditorState>(CLOSED_EDITOR);
  const [serverErrors, setServerErrors] = useState<EventFormErrors>({});

  const events = calendar.data?.events;
  const occurrences = useMemo(() => (range && events ? occurrencesOf(events, range) : []), [events, range]);

  const open = (next: EventEditorState) => {
    setServerErrors({});
    setEditor(next);
  };
  const close = () => open(afterSaveOrDelete());

  /** SPEC section 8: the server's reason as an error toast; the calendar is read again by the mutation. */
  const showFailure = (summary: string, error: unknown) => {
    const detail = isApiError(error) && error.status >= 400 && error.reason ? error.reason : describeError(error, i18n).detail;
    toast.show({ severity: "error", summary, detail });
    // A stale or vanished event cannot be saved again from this copy.
    if (isApiError(error, "CONFLICT") || isApiError(error, "NOT_FOUND")) close();
  };

  const onSave = (values: EventFormValues) => {
    const creating = values.id === null;
    const change = toEventChange(values);
    save.mutate(change, {
      onSuccess: () => {
        toast.show({
          severity: "success",
          summary: creating ? t("participants.event.createdTitle") : t("participants.event.savedTitle"),
          detail: t("participants.event.saved", { title: change.title ?? "" }),
        });
        close();
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? serverEventErrors(error.details) : null;
        if (fieldErrors) setServerErrors(fieldErrors);
        else showFailure(creating ? t("participants.event.createFailed") : t("participants.event.updateFailed"), error);
      },
    });
  };

  const onDelete = () => {
    if (!editor.open || editor.values.id === null) return;
    const { id, title } = editor.values;
    confirmDialog({
      header: t("participants.event.deleteHeader"),
      message: t("participants.event.deleteConfirm", { title }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("participants.event.delete"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("participants.event.deleteHeader"), detail: t("participants.event.deleted", { title }) });
            close();
          },
          onError: (error) => showFailure(t("participants.event.deleteFailed"), error),
        }),
    });
  };

  if (calendar.isError && !calendar.data) {
    return (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("participants.schedule.loadError")}
        text={isApiError(calendar.error) ? calendar.error.reason : undefined}
      >
        <Button label={t("participants.table.retry")} icon="pi pi-refresh" outlined onClick={() => void calendar.refetch()} />
      </StateCard>
    );
  }

  return (
    <section className="private-schedule" aria-label={t("participants.schedule.titleOf", { name: participant.fullName })}>
      <div className="private-schedule__bar">
        <p className="private-schedule__hint">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t("participants.schedule.hint")}
        </p>
        <ul className="private-schedule__legend" aria-label={t("participants.schedule.legend")}>
          {(["ABSENT", "OTHER_DEVICE", "REPLACEMENT"] as const).map((kind) => (
            <li key={kind}>
              <span className="private-schedule__swatch" style={{ background: KIND_COLOURS[kind] }} aria-hidden="true" />
              {t(`participants.event.kinds.${kind}`)}
            </li>
          ))}
          <li>
            <span className="private-schedule__swatch" style={{ background: INACTIVE_COLOUR }} aria-hidden="true" />
            {t("participants.schedule.inactive")}
          </li>
        </ul>
        <Button
          type="button"
          label={t("participants.schedule.newEntry")}
          icon="pi pi-plus"
          onClick={() => open(editNewEvent({ start: nextFullHour(), allDay: false }, browserTimeZone()))}
        />
      </div>
      <div className="private-schedule__calendar" aria-busy={calendar.isFetching}>
        <Suspense fallback={<PageSpinner />}>
          <ScheduleCalendar
            occurrences={occurrences}
            view={view}
            onView={setView}
            onRange={(next) =>
              setRange((previous) => (previous && previous.from.getTime() === next.from.getTime() && previous.to.getTime() === next.to.getTime() ? previous : next))
            }
            onSlot={(slot) => open(editNewEvent(slot, browserTimeZone()))}
            onOccurrence={(eventId) => {
              const event = events?.find((candidate) => candidate.id === eventId);
              if (event) open(editStoredEvent(event));
            }}
          />
        </Suspense>
        {calendar.isPending && <p className="private-schedule__loading">{t("common.loading")}</p>}
        {events && events.length === 0 && <p className="private-schedule__empty">{t("participants.schedule.empty")}</p>}
      </div>
      {editor.open && (
        <EventEditorDialog
          participantId={participant.id}
          participantName={participant.fullName}
          initial={editor.values}
          isEditable={editor.isEditable}
          serverErrors={serverErrors}
          saving={save.isPending}
          deleting={remove.isPending}
          onSave={onSave}
          onDelete={onDelete}
          onClose={close}
          onEdited={(field: EventField) => setServerErrors(({ [field]: _dropped, ...rest }) => rest)}
        />
      )}
    </section>
  );
}
