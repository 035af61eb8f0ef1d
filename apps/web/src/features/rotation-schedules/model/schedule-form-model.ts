import { MAX_ROTATION_EVENTS, MAX_WEEK_GROUPS } from "@alarm/contract";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";
import { checkEventTiming, eventChangeBase, nextKey, timingOfRule, type EventErrors, type RotationEventDraft } from "./rotation-event";
import type { SavedRotationEvent, SavedSchedule, ScheduleKindModel, WeekGroupsField } from "./schedule-kind";

export interface WeekGroupDraft<X> {
  key: string;
  id: number | null;
  version?: number;
  events: RotationEventDraft<X>[];
}

/** What the schedule editor holds while it is open. */
export interface ScheduleFormValues<X> {
  name: string;
  description: string;
  orgId: number | null;
  /** YYYY-MM-DD: the first day of week 1. */
  validFrom: string | null;
  /** In order: the first serves week 1. */
  groups: WeekGroupDraft<X>[];
}

export type ScheduleField = "name" | "description" | "orgId" | "validFrom" | "groups";
export type ScheduleFormErrors = Partial<Record<ScheduleField, FieldMessage>>;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;

// Any kind of schedule, for the functions that do not look at what a kind adds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind<X, G extends WeekGroupsField = WeekGroupsField> = ScheduleKindModel<any, any, X, any, G>;

export const newWeekGroup = <X>(): WeekGroupDraft<X> => ({ key: nextKey("group"), id: null, events: [] });

export function newScheduleForm<X>(orgId: number | null, today: string): ScheduleFormValues<X> {
  return { name: "", description: "", orgId, validFrom: today, groups: [newWeekGroup()] };
}

export function eventDraftOf<Ev extends SavedRotationEvent, X>(kind: AnyKind<X>, event: Ev): RotationEventDraft<X> {
  return {
    key: nextKey("event"),
    id: event.id,
    version: event.version,
    ruleId: event.dateRule.id,
    ruleVersion: event.dateRule.version,
    name: event.name,
    isActive: event.isActive,
    timing: timingOfRule(event.dateRule),
    extra: kind.extraOf(event),
  };
}

export function scheduleFormOf<S extends SavedSchedule, Ev extends SavedRotationEvent, X>(
  kind: ScheduleKindModel<S, Ev, X, unknown>,
  schedule: S,
): ScheduleFormValues<X> {
  const groups = [...kind.groupsOf(schedule)].sort((a, b) => a.orderId - b.orderId);
  return {
    name: schedule.name,
    description: schedule.description ?? "",
    orgId: schedule.orgId,
    validFrom: schedule.validFrom.slice(0, 10),
    groups: groups.map((group) => ({
      key: nextKey("group"),
      id: group.id,
      version: group.version,
      events: group.events.map((event) => eventDraftOf(kind, event)),
    })),
  };
}

/** Every problem of one event: the timing's and its kind's. */
export function checkEvent<X>(kind: AnyKind<X>, event: RotationEventDraft<X>): EventErrors {
  return { ...checkEventTiming(event), ...kind.checkExtra(event.extra) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function checkScheduleForm<X>(kind: AnyKind<X>, values: ScheduleFormValues<X>, mode: "create" | "edit"): ScheduleFormErrors {
  const errors: ScheduleFormErrors = {};
  if (!values.name.trim()) errors.name = { key: "rotationSchedules.errors.nameRequired" };
  else if (values.name.trim().length > NAME_MAX) errors.name = { key: "rotationSchedules.errors.tooLong", values: { max: NAME_MAX } };
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = { key: "rotationSchedules.errors.tooLong", values: { max: DESCRIPTION_MAX } };
  if (mode === "create" && values.orgId === null) errors.orgId = { key: "rotationSchedules.errors.organizationRequired" };
  if (!values.validFrom) errors.validFrom = { key: "rotationSchedules.errors.required" };
  else if (!ISO_DATE.test(values.validFrom)) errors.validFrom = { key: "rotationSchedules.errors.date" };
  if (values.groups.length === 0) errors.groups = { key: "rotationSchedules.errors.noGroup" };
  else if (values.groups.length > MAX_WEEK_GROUPS) errors.groups = { key: "rotationSchedules.errors.tooManyGroups", values: { max: MAX_WEEK_GROUPS } };
  else if (values.groups.some((group) => group.events.length > MAX_ROTATION_EVENTS))
    errors.groups = { key: "rotationSchedules.errors.tooManyEvents", values: { max: MAX_ROTATION_EVENTS } };
  else if (values.groups.some((group) => group.events.some((event) => Object.keys(checkEvent(kind, event)).length > 0)))
    errors.groups = { key: "rotationSchedules.errors.eventsInvalid" };
  return errors;
}

function commonRequest<X, G extends WeekGroupsField>(kind: AnyKind<X, G>, values: ScheduleFormValues<X>) {
  const description = values.description.trim();
  const groups = values.groups.map((group) => ({
    ...(group.id === null ? {} : { id: group.id, version: group.version }),
    events: group.events.map((event) => ({ ...eventChangeBase(event), ...kind.changeOf(event.extra) })),
  }));
  // The kind names the field; a computed key would lose it from the type.
  const groupsOfKind = { [kind.groupsField]: groups } as Record<G, typeof groups>;
  return { name: values.name.trim(), description: description || null, validFrom: values.validFrom ?? "", ...groupsOfKind };
}

/** The POST body, the week groups under the field the kind names. */
export const toCreateRequest = <X, G extends WeekGroupsField>(kind: AnyKind<X, G>, values: ScheduleFormValues<X>) => ({
  ...commonRequest(kind, values),
  orgId: values.orgId ?? 0,
});

/** The PUT body, naming the version read (a stale one is refused with 409). */
export const toUpdateRequest = <X, G extends WeekGroupsField>(
  kind: AnyKind<X, G>,
  values: ScheduleFormValues<X>,
  saved: Pick<SavedSchedule, "id" | "version">,
) => ({
  ...commonRequest(kind, values),
  id: saved.id,
  version: saved.version,
});

const TOP_FIELDS: readonly ScheduleField[] = ["name", "description", "orgId", "validFrom"];

const messageOf = (problem: FieldProblem): FieldMessage => {
  if (problem.code === "UNKNOWN_PLAN") return { key: "rotationSchedules.errors.unknownPlan" };
  if (problem.code === "UNKNOWN_ALARM_POINT") return { key: "rotationSchedules.errors.unknownAlarmPoint" };
  if (problem.code === "OUTSIDE_ORGANIZATION") return { key: "errors.OUTSIDE_ORGANIZATION" };
  if (problem.field === "name" && /required/i.test(problem.message)) return { key: "rotationSchedules.errors.nameRequired" };
  return { text: problem.message };
};

/**
 * The server's field problems under the editor's fields; the ones inside the week groups
 * (`alarmPointWeekGroups.1.events.0.dateRule.end`) mark the groups. `null` when one belongs to no
 * field here, so the failure is shown as a toast.
 */
export function serverScheduleErrors(groupsField: string, details: readonly FieldProblem[]): ScheduleFormErrors | null {
  if (details.length === 0) return null;
  const errors: ScheduleFormErrors = {};
  for (const problem of details) {
    const head = problem.field.split(".")[0];
    if (head === groupsField) {
      errors.groups ??= problem.field === groupsField ? messageOf(problem) : { key: "rotationSchedules.errors.marked" };
      continue;
    }
    const field = TOP_FIELDS.find((known) => known === head);
    if (!field) return null;
    errors[field] ??= messageOf(problem);
  }
  return errors;
}

/** A server problem inside an event, kept with the event (by key) and its field (`dateRule.end` → end). */
export interface EventProblem {
  field: string;
  message: FieldMessage;
}

export function eventProblemsOf<X>(groupsField: string, details: readonly FieldProblem[], groups: readonly WeekGroupDraft<X>[]): Record<string, EventProblem> {
  const placed: Record<string, EventProblem> = {};
  const pattern = new RegExp(`^${groupsField}\\.(\\d+)\\.events\\.(\\d+)(?:\\.(.+))?$`);
  for (const problem of details) {
    const [, groupIndex, eventIndex, rest = ""] = pattern.exec(problem.field) ?? [];
    const event = groupIndex === undefined ? undefined : groups[Number(groupIndex)]?.events[Number(eventIndex)];
    if (!event) continue;
    const field =
      rest
        .replace(/^dateRule\./, "")
        .replace(/^device\./, "")
        .split(".")[0] ?? "";
    placed[event.key] ??= { field, message: messageOf(problem) };
  }
  return placed;
}

/** The groups with one moved from `from` to `to` (both in range). */
export function movedGroup<G>(groups: readonly G[], from: number, to: number): G[] {
  if (to < 0 || to >= groups.length || from === to) return [...groups];
  const next = [...groups];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as G);
  return next;
}

/** The group with the event put in (replacing the one of the same key, or added). */
export function withEvent<X>(group: WeekGroupDraft<X>, event: RotationEventDraft<X>): WeekGroupDraft<X> {
  const known = group.events.some((candidate) => candidate.key === event.key);
  return { ...group, events: known ? group.events.map((candidate) => (candidate.key === event.key ? event : candidate)) : [...group.events, event] };
}

export const withoutEvent = <X>(group: WeekGroupDraft<X>, key: string): WeekGroupDraft<X> => ({
  ...group,
  events: group.events.filter((event) => event.key !== key),
});
