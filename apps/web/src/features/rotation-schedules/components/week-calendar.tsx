import FullCalendar from "@fullcalendar/react";
import interactionPlugin from "@fullcalendar/react/interaction";
import "@fullcalendar/react/skeleton.css";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import "@fullcalendar/react/themes/classic/palette.css";
import "@fullcalendar/react/themes/classic/theme.css";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CALENDAR_LOCALES, calendarLocaleOf } from "../../../components/calendar-editor/calendar-locales";
import { INACTIVE_COLOUR } from "../../../components/calendar-editor/calendar-view";
import type { HolidayBehaviour } from "../model/rotation-event";
import { blocksOf, blockTimeText, movedTiming, resizedTiming, SAMPLE_MONDAY, SAMPLE_WEEK_END, timingOfSelection, type WeekTiming } from "../model/week-blocks";
import { HOLIDAY_ICONS } from "./holiday-marks";
import type { BlockLook } from "./schedule-kinds";

/** An event as the week shows it. */
export interface WeekEvent {
  key: string;
  name: string;
  isActive: boolean;
  timing: WeekTiming & { holiday: HolidayBehaviour };
  look: BlockLook;
  hasProblem: boolean;
}

interface WeekCalendarProps {
  events: readonly WeekEvent[];
  onOpen: (key: string) => void;
  onTiming: (key: string, timing: WeekTiming) => void;
  onCreate: (timing: WeekTiming) => void;
}

const TIME_FORMAT = { hour: "2-digit", minute: "2-digit", hour12: false } as const;

/**
 * A generic week (Monday to Sunday, no dates) of one week group's events, FullCalendar's time grid
 * on a sample week: drag a block to move its event (days and start), drag its end to change the
 * end, select free time to make a new event, click a block to edit the event.
 */
export default function WeekCalendar({ events, onOpen, onTiming, onCreate }: WeekCalendarProps) {
  const { i18n } = useTranslation();
  const byKey = useMemo(() => new Map(events.map((event) => [event.key, event])), [events]);
  const blocks = useMemo(
    () =>
      blocksOf(events).map((block) => {
        const event = byKey.get(block.eventKey)!;
        const classes = ["rotation-block"];
        if (!event.isActive) classes.push("rotation-block--inactive");
        if (event.hasProblem) classes.push("rotation-block--problem");
        return {
          id: block.id,
          title: event.name,
          start: block.start,
          end: block.end,
          allDay: false,
          color: event.isActive ? event.look.colour : INACTIVE_COLOUR,
          contrastColor: "#ffffff",
          className: classes.join(" "),
          extendedProps: { eventKey: block.eventKey, day: block.day },
        };
      }),
    [events, byKey],
  );

  const keyOf = (props: Record<string, unknown>) => ({ key: String(props.eventKey), day: Number(props.day) });

  return (
    <div className="schedule-calendar rotation-week">
      <FullCalendar
        plugins={[timeGridPlugin, interactionPlugin, classicThemePlugin]}
        initialView="timeGridWeek"
        initialDate={SAMPLE_MONDAY}
        validRange={{ start: SAMPLE_MONDAY, end: SAMPLE_WEEK_END }}
        locales={CALENDAR_LOCALES}
        locale={calendarLocaleOf(i18n.language)}
        firstDay={1}
        headerToolbar={false}
        dayHeaderFormat={{ weekday: "long" }}
        // All hours: a scrolling area inside the page could not be scrolled with the keyboard while it holds no event.
        height="auto"
        allDaySlot={false}
        nowIndicator={false}
        slotHeaderFormat={TIME_FORMAT}
        eventTimeFormat={TIME_FORMAT}
        snapDuration="00:15:00"
        eventDisplay="block"
        events={blocks}
        editable
        eventInteractive
        selectable
        selectMirror
        unselectAuto
        eventContent={(info) => {
          const event = byKey.get(String(info.event.extendedProps.eventKey));
          if (!event) return null;
          const holidayIcon = HOLIDAY_ICONS[event.timing.holiday];
          return (
            <span className="rotation-block__content">
              <span className="rotation-block__time">{info.isMirror ? info.timeText : blockTimeText(event.timing)}</span>
              <span className="rotation-block__title">
                {event.look.icon && <i className={`pi ${event.look.icon}`} aria-hidden="true" />}
                {holidayIcon && <i className={`pi ${holidayIcon} rotation-block__holiday`} aria-hidden="true" />} {event.name}
              </span>
              <span className="rotation-block__label">{event.look.label}</span>
            </span>
          );
        }}
        select={(info) => {
          info.view.calendar.unselect();
          onCreate(timingOfSelection(info.start, info.end));
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(keyOf(info.event.extendedProps).key);
        }}
        eventDrop={(info) => {
          const { key, day } = keyOf(info.event.extendedProps);
          const event = byKey.get(key);
          // The calendar is drawn again from the schedule's state, so the dragged copy is put back.
          info.revert();
          if (event && info.event.start) onTiming(key, movedTiming(event.timing, day, info.event.start));
        }}
        eventResize={(info) => {
          const { key } = keyOf(info.event.extendedProps);
          const event = byKey.get(key);
          info.revert();
          if (event && info.event.start && info.event.end) onTiming(key, resizedTiming(event.timing, info.event.start, info.event.end));
        }}
      />
    </div>
  );
}
