import type { CalendarEvent, CalendarEventInput } from "@alarm/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CalendarEditor, type CalendarModel } from "../../../components/calendar-editor/calendar-editor";
import { useCalendarEventMutations, useParticipantCalendar } from "../api/participant-calendar";
import { checkEventForm, eventFormOf, KIND_FIELD_IDS, newEventForm, serverEventErrors, toEventChange, type EventFormValues } from "./event-form-model";
import { participantEventFields } from "./participant-event-fields";
import { KIND_COLOURS } from "./schedule-colours";

interface PrivateScheduleProps {
  participant: { id: number; orgId: number; fullName: string };
}

/**
 * A participant's private media schedule (docs/domain-rules.md#calendars-and-recurrence): absences,
 * another device or a replacement, once or recurring, shown in a week or month calendar and changed
 * in the event editor.
 */
export function PrivateSchedule({ participant }: PrivateScheduleProps) {
  const { t } = useTranslation();
  const calendar = useParticipantCalendar(participant.id);
  const { save, remove } = useCalendarEventMutations(participant.id);
  const model = useMemo<CalendarModel<CalendarEvent, EventFormValues, CalendarEventInput>>(
    () => ({
      kinds: (["ABSENT", "OTHER_DEVICE", "REPLACEMENT"] as const).map((kind) => ({
        kind,
        colour: KIND_COLOURS[kind],
        label: t(`participants.event.kinds.${kind}`),
      })),
      fieldIds: KIND_FIELD_IDS,
      Section: participantEventFields(participant.id, participant.orgId),
      check: (values) => checkEventForm(values, participant.id),
      newValues: newEventForm,
      valuesOf: eventFormOf,
      toChange: toEventChange,
      serverErrors: serverEventErrors,
    }),
    [participant.id, participant.orgId, t],
  );

  return (
    <CalendarEditor
      block="private-schedule"
      label={t("participants.schedule.titleOf", { name: participant.fullName })}
      owner={participant.fullName}
      textKeys="participants.schedule"
      model={model}
      calendar={calendar}
      save={save}
      remove={remove}
    />
  );
}
