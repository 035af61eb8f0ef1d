/** The alarm point's calendar tab: when it is active, inactive or replaced. Filled by the calendar work. */
export function AlarmPointCalendar(_props: { alarmPointId: number }) {
  return null;
}
