import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import "@fullcalendar/react/skeleton.css";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import "@fullcalendar/react/themes/classic/palette.css";
import "@fullcalendar/react/themes/classic/theme.css";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ShownOccurrence } from "./calendar-occurrences";
import { CALENDAR_LOCALES, calendarLocaleOf, todayTextOf } from "./calendar-locales";
import { INACTIVE_COLOUR, type CalendarView } from "./calendar-view";

interface ScheduleCalendarProps {
  occurrences: readonly ShownOccurrence[];
  /** The colour of each kind of entry. */
  colours: Readonly<Record<string, string>>;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  /** The calendar's visible dates changed (navigation, view change). */
  onRange: (range: { from: Date; to: Date }) => void;
  /** A free slot (week view) or day (month view) was clicked. */
  onSlot: (slot: { start: Date; end?: Date; allDay: boolean }) => void;
  /** True: a new entry is made by selecting a time range (a click selects one slot); false: by a click. */
  selectable?: boolean;
  onOccurrence: (eventId: number) => void;
}

const TIME_FORMAT = { hour: "2-digit", minute: "2-digit", hour12: false } as const;

/**
 * FullCalendar with a week and a month view. It shows the occurrences it is given (already
 * expanded for the visible range) and reports clicks; it does not edit entries itself.
 */
export default function ScheduleCalendar({ occurrences, colours, view, onView, onRange, onSlot, onOccurrence, selectable = false }: ScheduleCalendarProps) {
  const { i18n } = useTranslation();
  const events = useMemo(
    () =>
      occurrences.map((occurrence) => ({
        id: occurrence.key,
        title: occurrence.title,
        start: occurrence.start,
        end: occurrence.end,
        allDay: false,
        color: occurrence.active ? colours[occurrence.kind] : INACTIVE_COLOUR,
        contrastColor: "#ffffff",
        className: `schedule-event schedule-event--${occurrence.kind.toLowerCase().replaceAll("_", "-")}${occurrence.active ? "" : " schedule-event--switched-off"}`,
        extendedProps: { eventId: occurrence.eventId, kind: occurrence.kind },
      })),
    [occurrences, colours],
  );

  return (
    <div className="schedule-calendar" data-view={view}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin]}
        initialView={view}
        locales={CALENDAR_LOCALES}
        locale={calendarLocaleOf(i18n.language)}
        todayHint={todayTextOf(calendarLocaleOf(i18n.language))}
        firstDay={1}
        headerToolbar={{ start: "prev,next today", center: "title", end: "timeGridWeek,dayGridMonth" }}
        // All hours of the week and all weeks of the month: a scrolling area inside the page could not
        // be scrolled with the keyboard while it holds no entry.
        height="auto"
        allDaySlot={false}
        nowIndicator
        slotHeaderFormat={TIME_FORMAT}
        eventTimeFormat={TIME_FORMAT}
        dayMaxEvents={4}
        eventDisplay="block"
        events={events}
        eventInteractive
        datesSet={(info) => {
          onRange({ from: info.start, to: info.end });
          if (info.view.type === "timeGridWeek" || info.view.type === "dayGridMonth") onView(info.view.type);
        }}
        selectable={selectable}
        selectMirror={selectable}
        unselectAuto
        select={(info) => {
          info.view.calendar.unselect();
          onSlot({ start: info.start, end: info.end, allDay: info.allDay });
        }}
        dateClick={selectable ? undefined : (info) => onSlot({ start: info.date, allDay: info.allDay })}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const eventId = (info.event.extendedProps as { eventId?: number }).eventId;
          if (typeof eventId === "number") onOccurrence(eventId);
        }}
      />
    </div>
  );
}
