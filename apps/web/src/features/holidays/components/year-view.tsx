import type { HolidayEvent } from "@alarm/contract";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { holidayToOpen, inRange, isWeekend, monthStep, monthWeeks, partsOf, stepWithinYear, weekdayOf, type IsoDate } from "./calendar-model";
import { monthNames, weekdayNames } from "./date-locale";

interface YearViewProps {
  year: number;
  byDay: ReadonlyMap<IsoDate, HolidayEvent[]>;
  /** The holiday open in the editor, if it is a saved one. */
  selectedId: number | null;
  /** The dates in the editor, drawn as a range. */
  editing: { start: IsoDate | null; end: IsoDate | null } | null;
  today: IsoDate;
  /** The day to put the keyboard focus on first. */
  initialFocus: IsoDate;
  onDayClick: (date: IsoDate, extend: boolean) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Twelve small month grids. Holidays are coloured; inherited ones ("standard") differently, with
 * their organization on hover. One day takes part in the Tab order; the arrow keys move between
 * days, Home/End to the start or end of the week, Page Up/Down by a month, Enter opens the day.
 */
export function YearView({ year, byDay, selectedId, editing, today, initialFocus, onDayClick }: YearViewProps) {
  const { t, i18n } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const [focusDate, setFocusDate] = useState(initialFocus);
  const months = monthNames(i18n.language, "long");
  const weekdays = weekdayNames(i18n.language, "short");
  const longDate = new Intl.DateTimeFormat(i18n.language, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

  const focus = (date: IsoDate) => {
    setFocusDate(date);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const date = target.dataset.date;
    if (!date) return;
    let next: IsoDate | null = null;
    if (event.key in KEY_STEPS) next = stepWithinYear(date, KEY_STEPS[event.key]!, year);
    else if (event.key === "Home") next = stepWithinYear(date, 1 - weekdayOf(date), year);
    else if (event.key === "End") next = stepWithinYear(date, 7 - weekdayOf(date), year);
    else if (event.key === "PageUp" || event.key === "PageDown") next = monthStep(date, event.key === "PageUp" ? -1 : 1, year);
    if (next === null) return;
    event.preventDefault();
    focus(next);
  };

  const describe = (date: IsoDate, events: HolidayEvent[] | undefined) => {
    const parts = [longDate.format(new Date(`${date}T00:00:00Z`))];
    for (const holiday of events ?? []) {
      parts.push(holiday.title);
      if (holiday.standard) parts.push(t("holidays.day.inherited", { organization: holiday.orgName }));
      if (!holiday.active) parts.push(t("holidays.day.inactive"));
    }
    return parts.join(", ");
  };

  const hover = (events: HolidayEvent[] | undefined) =>
    (events ?? [])
      .map((holiday) => (holiday.standard ? t("holidays.day.inheritedTitle", { title: holiday.title, organization: holiday.orgName }) : holiday.title))
      .join("\n") || undefined;

  return (
    <div ref={grid} className="hol-year" onKeyDown={onKeyDown}>
      {months.map((monthName, index) => {
        const month = index + 1;
        const headingId = `hol-month-${year}-${month}`;
        return (
          <section key={month} className="hol-month" aria-labelledby={headingId}>
            <h3 id={headingId} className="hol-month__name">
              {monthName}
            </h3>
            <table className="hol-month__grid" role="presentation">
              <thead>
                <tr>
                  {weekdays.map((weekday, day) => (
                    <th key={weekday} scope="col" className={day >= 5 ? "hol-month__weekend" : undefined} aria-hidden="true">
                      {weekday}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(year, month).map((week, row) => (
                  <tr key={row}>
                    {week.map((date, column) => (
                      <td key={column}>
                        {date && (
                          <DayButton
                            date={date}
                            events={byDay.get(date)}
                            selectedId={selectedId}
                            editing={editing}
                            isToday={date === today}
                            tabbable={date === focusDate}
                            label={describe(date, byDay.get(date))}
                            hover={hover(byDay.get(date))}
                            onClick={(event) => {
                              setFocusDate(date);
                              onDayClick(date, event.shiftKey);
                            }}
                          />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}

interface DayButtonProps {
  date: IsoDate;
  events: HolidayEvent[] | undefined;
  selectedId: number | null;
  editing: YearViewProps["editing"];
  isToday: boolean;
  tabbable: boolean;
  label: string;
  hover: string | undefined;
  onClick: (event: MouseEvent) => void;
}

function DayButton({ date, events, selectedId, editing, isToday, tabbable, label, hover, onClick }: DayButtonProps) {
  const shown = holidayToOpen(events);
  const classes = ["hol-day"];
  if (isWeekend(date)) classes.push("hol-day--weekend");
  if (isToday) classes.push("hol-day--today");
  if (shown) classes.push(shown.standard ? "hol-day--standard" : "hol-day--own");
  if (shown && !shown.active) classes.push("hol-day--inactive");
  const selected = (selectedId !== null && events?.some((event) => event.id === selectedId)) ?? false;
  if (selected) classes.push("hol-day--selected");
  if (editing && inRange(date, editing.start, editing.end)) {
    classes.push("hol-day--editing");
    // Another holiday inside the dates being edited: the server will answer "Date is occupied".
    if (events?.some((event) => event.id !== selectedId)) classes.push("hol-day--clash");
  }
  return (
    <button
      type="button"
      className={classes.join(" ")}
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-pressed={selected || undefined}
      aria-current={isToday ? "date" : undefined}
      title={hover}
      onClick={onClick}
    >
      {partsOf(date).day}
    </button>
  );
}
