import type { StandbyCoverage, TeamCoverage } from "@alarm/contract";
import { coverageGaps, daysBetween, type CoverageGap } from "../../../components/on-call/coverage-summary";
import { dayOf, timeOf } from "../../../components/on-call/zoned-day";
import { formDateText } from "../../../components/calendar-editor/date-text";

/** What GET /on-call/<schedule path>/{id} answers, told apart by the kind of schedule. */
export type ScheduleCoverage = { kind: "standby"; coverage: StandbyCoverage } | { kind: "team"; coverage: TeamCoverage };

/** An alarm point using a standby schedule with its gaps, gaps that follow each other counted once. */
export interface PointCoverage {
  alarmPointId: number;
  name: string;
  gaps: CoverageGap[];
}

export function pointCoverages(coverage: StandbyCoverage): PointCoverage[] {
  return coverage.alarmPoints.map(({ alarmPointId, name, gaps }) => ({ alarmPointId, name, gaps: coverageGaps(gaps) }));
}

/** A stretch in which a team schedule asks a participant for a kind of device they do not have. */
export type MissingDevice = TeamCoverage["participants"][number]["missingDevices"][number];

/** The stretches in time order, those that follow each other for the same device and event joined. */
export function missingDeviceStretches(missing: readonly MissingDevice[]): MissingDevice[] {
  const stretches: MissingDevice[] = [];
  for (const stretch of [...missing].sort((a, b) => Date.parse(a.from) - Date.parse(b.from))) {
    const last = stretches.at(-1);
    if (last && last.deviceType === stretch.deviceType && last.eventName === stretch.eventName && Date.parse(last.to) >= Date.parse(stretch.from)) {
      if (Date.parse(stretch.to) > Date.parse(last.to)) last.to = stretch.to;
    } else {
      stretches.push({ ...stretch });
    }
  }
  return stretches;
}

/** The participants who lack a device the schedule asks for, with their joined stretches by device and event. */
export function participantsLackingDevices(coverage: TeamCoverage): { participantId: number; name: string; missing: MissingDeviceGroup[] }[] {
  return coverage.participants.flatMap(({ participantId, name, missingDevices }) =>
    missingDevices.length > 0 ? [{ participantId, name, missing: missingDeviceGroups(missingDeviceStretches(missingDevices)) }] : [],
  );
}

/** The stretches of one kind of device asked for by one event. */
export interface MissingDeviceGroup {
  deviceType: MissingDevice["deviceType"];
  eventName: string;
  periods: { from: string; to: string }[];
}

/** A participant's joined stretches by device and event, in the order each first occurs. */
export function missingDeviceGroups(stretches: readonly MissingDevice[]): MissingDeviceGroup[] {
  const groups = new Map<string, MissingDeviceGroup>();
  for (const { deviceType, eventName, from, to } of stretches) {
    const key = JSON.stringify([deviceType, eventName]);
    const group = groups.get(key) ?? { deviceType, eventName, periods: [] };
    group.periods.push({ from, to });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "25.11. 18:00–22:00" within a day of the zone, "25.11. 18:00–26.11. 06:00" across days. */
export function periodText(from: string, to: string, zone: string): string {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const dayText = (instant: number) => formDateText(dayOf(instant, zone)).slice(0, 6);
  const startText = `${dayText(start)} ${timeOf(start, zone)}`;
  return dayOf(start, zone) === dayOf(end, zone) ? `${startText}–${timeOf(end, zone)}` : `${startText}–${dayText(end)} ${timeOf(end, zone)}`;
}

/** At most this many names in the warning on save; the others are counted. */
export const WARNING_NAMES = 3;

/** The names of the alarm points or participants a warning is about: the first `max` joined, and how many more there are. */
export function warningNames(names: readonly string[], max = WARNING_NAMES): { names: string; more: number } {
  return { names: names.slice(0, max).join(", "), more: Math.max(0, names.length - max) };
}

/** The warning after a save, or null when the schedule leaves nobody unreached. */
export function coverageWarning(
  answer: ScheduleCoverage,
): { key: string; values: { count: number; days: number }; names: { names: string; more: number } } | null {
  const days = daysBetween(answer.coverage.from, answer.coverage.to);
  if (answer.kind === "standby") {
    const withGaps = pointCoverages(answer.coverage).filter((point) => point.gaps.length > 0);
    if (withGaps.length === 0) return null;
    const count = withGaps.reduce((sum, point) => sum + point.gaps.length, 0);
    return { key: "rotationSchedules.coverage.standbyWarning", values: { count, days }, names: warningNames(withGaps.map((point) => point.name)) };
  }
  const lacking = participantsLackingDevices(answer.coverage);
  if (lacking.length === 0) return null;
  return { key: "rotationSchedules.coverage.teamWarning", values: { count: lacking.length, days }, names: warningNames(lacking.map((person) => person.name)) };
}
