import {
  alarmRotationalCreate,
  calendarEventInput,
  type ConfigurationDocument,
  type ImportKind,
  type ImportProblemCode,
  type ImportProblemParams,
  type ImportRow,
  type ParticipantReference,
  participantRotationalCreate,
  schemaProblems,
  type ValidCalendarEvent,
} from "@alarm/contract";
import type { z } from "zod";
import { storedCalendarEventOf } from "../participants/calendar-service.js";
import { dateRuleRow, type Names, privateEventRow, standbyScheduleRow, teamScheduleRow } from "./export.js";
import { describeNamed, describePoint, namedKey, pointKeyOf } from "./keys.js";
import type { KnownKind } from "./planners/known-names.js";
import type { ScheduleRow, StandbyEventRow, TeamEventRow } from "./schedule-snapshot.js";

type Doc = ConfigurationDocument;

/** What planImport lends every kind's planner: how a row is tracked and its problems reported. */
export type PlanContext = {
  names: Names;
  track<T extends object>(kind: ImportKind, key: string, holder: string[], stored: T | undefined, wanted: T, ignore?: (keyof T)[]): ImportRow;
  problem(row: ImportRow, field: string, code: ImportProblemCode, params?: ImportProblemParams): void;
  issues(row: ImportRow, error: z.ZodError | undefined, rename?: Record<string, string>): void;
  once(row: ImportRow, kind: string, key: string): void;
  orgKnown(row: ImportRow, path: string[]): void;
  /** The key of the nearest object of that name from `path` up (see resolveUp). */
  resolve(kind: KnownKind, path: string[], name: string): string | undefined;
};

type Existing = { id: number; version: number };
type Header = { name: string; description: string | null; validFrom: string };
export type TeamScheduleOp = {
  row: ImportRow;
  path: string[];
  existing?: Existing;
  value: { header: Header; groups: z.output<typeof participantRotationalCreate>["participantWeekGroups"] };
};
/** A standby event with the keys of the point and plan it names, resolved to ids when applied. */
export type StandbyEventPlan = {
  change: Omit<z.output<typeof alarmRotationalCreate>["alarmPointWeekGroups"][number]["events"][number], "alarmpointId" | "alarmplanId">;
  pointKey: string | null;
  planKey: string;
};
export type StandbyScheduleOp = { row: ImportRow; path: string[]; existing?: Existing; value: { header: Header; groups: { events: StandbyEventPlan[] }[] } };

const byName = <T extends { orgId: number; name: string }>(rows: T[], names: Names) =>
  new Map(rows.map((row) => [namedKey(names.pathOf(row.orgId), row.name), row]));
const storedRule = <R extends { validFrom?: string | null | undefined; endDate?: string | null | undefined; countAfterTimesEnd?: number | null | undefined }>(
  rule: R,
) => ({
  ...rule,
  validFrom: rule.validFrom ?? null,
  endDate: rule.endDate ?? null,
  countAfterTimesEnd: rule.countAfterTimesEnd ?? null,
});
const header = (data: { name: string; description?: string | null | undefined; validFrom: string }): Header => ({
  name: data.name,
  description: data.description || null,
  validFrom: data.validFrom,
});
const scheduleRequest = (wanted: Doc["teamSchedules"][number] | Doc["standbySchedules"][number]) => ({
  name: wanted.name,
  description: wanted.description,
  validFrom: wanted.validFrom,
  orgId: 1,
});

/** Team media schedules: by organization and name; their events name no other object. */
export function planTeamSchedules(context: PlanContext, stored: ScheduleRow<TeamEventRow>[], wantedList: Doc["teamSchedules"]): TeamScheduleOp[] {
  const { names, track, issues, once, orgKnown } = context;
  const storedByName = byName(stored, names);
  return wantedList.flatMap((wanted) => {
    const path = wanted.organization;
    const existing = storedByName.get(namedKey(path, wanted.name.trim()));
    const normal = participantRotationalCreate.safeParse({
      ...scheduleRequest(wanted),
      participantWeekGroups: wanted.weekGroups.map((group) => ({
        events: group.events.map((event) => ({
          name: event.name,
          isActive: event.isActive,
          dateRule: event.dateRule,
          device: { callingDeviceType: event.callingDeviceType, message: event.message },
        })),
      })),
    });
    const wantedForm = normal.success
      ? teamScheduleRow(
          {
            ...header(normal.data),
            id: 0,
            orgId: 0,
            version: 0,
            weekGroups: normal.data.participantWeekGroups.map((group) => ({
              events: group.events.map((event) => ({ name: event.name, isActive: event.isActive, dateRule: storedRule(event.dateRule), ...event.device })),
            })),
          },
          { ...names, pathOf: () => path },
        )
      : wanted;
    const row = track("PARTICIPANT_ROTATIONAL", describeNamed(path, wanted.name), path, existing && teamScheduleRow(existing, names), wantedForm);
    issues(row, normal.error, { participantWeekGroups: "weekGroups" });
    once(row, "PARTICIPANT_ROTATIONAL", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    return normal.success
      ? [{ row, path, ...(existing && { existing }), value: { header: header(normal.data), groups: normal.data.participantWeekGroups } }]
      : [];
  });
}

/** Standby schedules: by organization and name; their events name alarm points and plans of the organization or above it. */
export function planStandbySchedules(context: PlanContext, stored: ScheduleRow<StandbyEventRow>[], wantedList: Doc["standbySchedules"]): StandbyScheduleOp[] {
  const { names, track, problem, issues, once, orgKnown, resolve } = context;
  const storedByName = byName(stored, names);
  return wantedList.flatMap((wanted) => {
    const path = wanted.organization;
    const existing = storedByName.get(namedKey(path, wanted.name.trim()));
    const normal = alarmRotationalCreate.safeParse({
      ...scheduleRequest(wanted),
      alarmPointWeekGroups: wanted.weekGroups.map((group) => ({
        events: group.events.map((event) => ({
          name: event.name,
          isActive: event.isActive,
          dateRule: event.dateRule,
          standard: event.standard,
          alarmplanId: 1,
          alarmpointId: event.alarmPoint ? 1 : null,
        })),
      })),
    });
    const wantedForm = normal.success
      ? {
          ...standbyScheduleRow({ ...header(normal.data), id: 0, orgId: 0, version: 0, weekGroups: [] }, { ...names, pathOf: () => path }),
          weekGroups: normal.data.alarmPointWeekGroups.map((group, groupIndex) => ({
            events: group.events.map((event, eventIndex) => {
              const named = wanted.weekGroups[groupIndex]!.events[eventIndex]!;
              return {
                name: event.name,
                isActive: event.isActive,
                dateRule: dateRuleRow(storedRule(event.dateRule)),
                alarmPoint: named.alarmPoint,
                alarmPlan: named.alarmPlan.trim(),
                standard: event.standard,
              };
            }),
          })),
        }
      : wanted;
    const comparable = (form: Doc["standbySchedules"][number]) => ({
      ...form,
      weekGroups: form.weekGroups.map((group) => ({
        events: group.events.map((event) => ({ ...event, alarmPoint: event.alarmPoint && pointKeyOf(event.alarmPoint) })),
      })),
    });
    const row = track(
      "ALARM_ROTATIONAL",
      describeNamed(path, wanted.name),
      path,
      existing && comparable(standbyScheduleRow(existing, names)),
      comparable(wantedForm),
    );
    issues(row, normal.error, { alarmPointWeekGroups: "weekGroups" });
    once(row, "ALARM_ROTATIONAL", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    const groups = wanted.weekGroups.map((group, groupIndex) => ({
      events: group.events.map((event, eventIndex) => {
        const field = `weekGroups.${groupIndex}.events.${eventIndex}`;
        const planKey = resolve("plan", path, event.alarmPlan.trim());
        if (!planKey) problem(row, `${field}.alarmPlan`, "UNKNOWN_ALARM_PLAN", { plan: event.alarmPlan });
        const pointKey = event.alarmPoint ? resolve("point", path, pointKeyOf(event.alarmPoint)) : null;
        if (event.alarmPoint && !pointKey) problem(row, `${field}.alarmPoint`, "UNKNOWN_ALARM_POINT", { point: describePoint(event.alarmPoint) });
        const change = normal.data?.alarmPointWeekGroups[groupIndex]?.events[eventIndex];
        return change && planKey ? [{ change: withoutReferences(change), pointKey: pointKey ?? null, planKey }] : [];
      }),
    }));
    if (!normal.success || row.problems.length) return [];
    return [
      { row, path, ...(existing && { existing }), value: { header: header(normal.data), groups: groups.map((group) => ({ events: group.events.flat() })) } },
    ];
  });
}

function withoutReferences(change: z.output<typeof alarmRotationalCreate>["alarmPointWeekGroups"][number]["events"][number]): StandbyEventPlan["change"] {
  const { alarmpointId: _point, alarmplanId: _plan, ...rest } = change;
  return rest;
}

/** A private schedule entry with the key of its replacement, resolved to an id when applied. */
export type PrivateEventPlan = { event: ValidCalendarEvent; replacementKey: string | null };

/**
 * The private schedule a participant row wants, in the form it is compared in (replacements by the
 * key of the row that defines them), and its entries as the calendar service takes them.
 */
export function planPrivateSchedule(
  row: ImportRow,
  events: NonNullable<Doc["participants"][number]["privateSchedule"]>,
  defaultTimeZone: string,
  replacementOf: (field: string, reference: ParticipantReference) => string | undefined,
  canonical: (reference: ParticipantReference | undefined) => string | undefined,
) {
  const plans: PrivateEventPlan[] = [];
  const comparable: ReturnType<typeof comparablePrivateEvent>[] = [];
  events.forEach((wanted, index) => {
    const field = `privateSchedule.${index}`;
    const normal = calendarEventInput.safeParse({
      ...wanted,
      timeZone: wanted.timeZone ?? undefined,
      endDateSelected: wanted.endDateSelected ?? undefined,
      markedDays: wanted.markedDays ?? undefined,
      countAfterTimesEnd: wanted.countAfterTimesEnd ?? undefined,
      endDate: wanted.endDate ?? undefined,
      replacementParticipantId: wanted.replacement ? 1 : null,
    });
    row.problems.push(...schemaProblems(normal.error, { replacementParticipantId: "replacement" }, field));
    const replacementKey = wanted.kind === "REPLACEMENT" && wanted.replacement ? (replacementOf(`${field}.replacement`, wanted.replacement) ?? null) : null;
    if (!normal.success) return;
    plans.push({ event: normal.data, replacementKey });
    const stored = storedCalendarEventOf(normal.data, defaultTimeZone);
    comparable.push(
      comparablePrivateEvent(
        privateEventRow({ ...stored, replacementParticipantId: null }, { participant: () => undefined }),
        replacementKey ?? canonical(wanted.replacement ?? undefined) ?? null,
      ),
    );
  });
  return { plans, comparable };
}

/** An entry in the form two are compared in: the replacement by its key. */
export const comparablePrivateEvent = (event: ReturnType<typeof privateEventRow>, replacementKey: string | null) => ({
  ...event,
  replacement: event.kind === "REPLACEMENT" ? replacementKey : null,
});
