import type { AlarmPointCalendarEvent, AlarmPointCalendarEventInput } from "@alarm/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CalendarEditor, type CalendarModel } from "../../../components/calendar-editor/calendar-editor";
import { useAlarmPointCalendar, useAlarmPointCalendarMutations, useAlarmPointOptions } from "./alarm-point-calendar-api";
import { ALARM_POINT_KINDS, alarmPointEventFields } from "./alarm-point-calendar-fields";
import {
  ALARM_POINT_EVENT_FIELD_IDS,
  alarmPointEventOf,
  checkAlarmPointEvent,
  newAlarmPointEvent,
  serverAlarmPointEventErrors,
  toAlarmPointEventChange,
  type AlarmPointEventValues,
} from "./alarm-point-calendar-form";

/** Colours of the entries by what they do (calendar and legend). */
const KIND_COLOURS = { ACTIVE: "#16a34a", INACTIVE: "#dc2626", REPLACEMENT: "#d97706" } as const;

/**
 * The alarm point's calendar tab (docs/domain-rules.md#calendars-and-recurrence): when it is
 * active, inactive or replaced by another alarm point, once or recurring, in a week or month
 * calendar; a new entry by selecting a time range.
 */
export function AlarmPointCalendar({ alarmPointId }: { alarmPointId: number }) {
  const { t } = useTranslation();
  const calendar = useAlarmPointCalendar(alarmPointId);
  const { save, remove } = useAlarmPointCalendarMutations(alarmPointId);
  const options = useAlarmPointOptions();
  const name = options.data?.find((option) => option.id === alarmPointId)?.name ?? t("alarmPointCalendar.ownerFallback", { id: alarmPointId });
  const model = useMemo<CalendarModel<AlarmPointCalendarEvent, AlarmPointEventValues, AlarmPointCalendarEventInput>>(
    () => ({
      kinds: ALARM_POINT_KINDS.map((kind) => ({ kind, colour: KIND_COLOURS[kind], label: t(`alarmPointCalendar.kinds.${kind}`) })),
      fieldIds: ALARM_POINT_EVENT_FIELD_IDS,
      Section: alarmPointEventFields(alarmPointId),
      check: (values) => checkAlarmPointEvent(values, alarmPointId),
      newValues: newAlarmPointEvent,
      valuesOf: alarmPointEventOf,
      toChange: toAlarmPointEventChange,
      serverErrors: serverAlarmPointEventErrors,
    }),
    [alarmPointId, t],
  );

  return (
    <CalendarEditor
      block="alarm-point-calendar"
      label={t("alarmPointCalendar.label", { name })}
      owner={name}
      textKeys="alarmPointCalendar"
      model={model}
      calendar={calendar}
      save={save}
      remove={remove}
      selectable
    />
  );
}
