import { ALARM_STATUSES, MONTH_NAMES, type AlarmStatus, type AlarmTableRequest, type CalendarDay } from "@alarm/contract";
import type { OrganizationFilterValue as OrganizationFilter, ParticipantFilterEntry } from "../../../components/alarm-filters/filter-values";
import type { AlarmView } from "./alarm-tabs";

/** 10 alarms a page; the last 23 hours (HOURS_DURATION) unless told otherwise (docs/domain-rules.md#constants). */
export const ALARM_PAGE_SIZE = 10;
export const DEFAULT_HOURS = 23;
export const MAX_HOURS = 24 * 366;

/** The duration filter: the last N hours, whole days from start to end (YYYY-MM-DD), or any time. */
export const DURATION_CHOICES = ["HOURS_DURATION", "DATE_RANGE", "ANY"] as const;
export type DurationChoice = (typeof DURATION_CHOICES)[number];

export interface DurationFilter {
  option: DurationChoice;
  hours: number;
  start: string | null;
  end: string | null;
}

/** The filters of one alarm table tab (docs/domain-rules.md#alarm-table-filter), as the panel edits them and as they are saved. */
export interface AlarmFilter {
  textFilter: string;
  status: AlarmStatus[];
  alarmName: string;
  systemId: string;
  triggeredBy: string;
  duration: DurationFilter;
  organization: OrganizationFilter | null;
  participants: ParticipantFilterEntry[];
  orderByPriority: boolean;
}

export const DEFAULT_ALARM_FILTER: AlarmFilter = {
  textFilter: "",
  status: [],
  alarmName: "",
  systemId: "",
  triggeredBy: "",
  duration: { option: "HOURS_DURATION", hours: DEFAULT_HOURS, start: null, end: null },
  organization: null,
  participants: [],
  orderByPriority: false,
};

/** The text fields, applied SEARCH_DEBOUNCE_MS after typing pauses. */
export const TEXT_FIELDS = ["alarmName", "systemId", "triggeredBy"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const ALARM_SORT_KEYS = ["triggeredAt", "priority", "name", "status", "systemId", "triggeredBy"] as const;
export type AlarmSortField = (typeof ALARM_SORT_KEYS)[number];
export interface AlarmSort {
  field: AlarmSortField;
  order: "ASCENDING" | "DESCENDING";
}
export const DEFAULT_ALARM_SORT: AlarmSort = { field: "triggeredAt", order: "DESCENDING" };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The server's day of a YYYY-MM-DD date: `{dayOfMonth, month: "JANUARY"…, year}`. */
export function calendarDayOf(iso: string | null): CalendarDay | null {
  const match = iso ? ISO_DATE.exec(iso) : null;
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return null;
  return { dayOfMonth: Number(match[3]), month, year: Number(match[1]) };
}

function durationRequest(duration: DurationFilter): AlarmTableRequest["duration"] {
  if (duration.option === "ANY") return null;
  if (duration.option === "HOURS_DURATION") return { option: "HOURS_DURATION", hours: duration.hours };
  return { option: "DATE_RANGE", start: calendarDayOf(duration.start), end: calendarDayOf(duration.end), hours: DEFAULT_HOURS };
}

const trimmed = (text: string) => text.trim() || undefined;

/** POST /alarmtable or /history for a tab's filters, page and sort; empty filters are left out. */
export function toAlarmTableRequest(view: AlarmView, filter: AlarmFilter, page: number, sort: AlarmSort): AlarmTableRequest {
  const columnsFilter = {
    alarmName: trimmed(filter.alarmName),
    systemId: trimmed(filter.systemId),
    triggeredBy: trimmed(filter.triggeredBy),
    status: filter.status.length > 0 ? filter.status : undefined,
  };
  return {
    field: view === "my" ? "MY" : "ALL",
    currentPage: page,
    pageSize: ALARM_PAGE_SIZE,
    duration: durationRequest(filter.duration),
    orderByPriority: filter.orderByPriority,
    sortField: sort.field,
    sortOrder: sort.order,
    textFilter: trimmed(filter.textFilter),
    columnsFilter: Object.values(columnsFilter).some((value) => value !== undefined) ? columnsFilter : undefined,
    organizationFilter: filter.organization ? { orgIds: [filter.organization.id], recursive: filter.organization.recursive } : null,
    participantsFilter: filter.participants.length > 0 ? filter.participants.map((entry) => entry.id) : null,
  };
}

/** How many filters differ from the defaults (the panel's badge); the search box is not counted. */
export function activeFilterCount(filter: AlarmFilter): number {
  const duration = filter.duration;
  const defaultDuration = duration.option === "HOURS_DURATION" && duration.hours === DEFAULT_HOURS;
  return [
    filter.status.length > 0,
    ...TEXT_FIELDS.map((field) => filter[field].trim() !== ""),
    !defaultDuration,
    filter.organization !== null,
    filter.participants.length > 0,
    filter.orderByPriority,
  ].filter(Boolean).length;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string, max = 200) => (typeof value === "string" && value.length <= max ? value : fallback);
const positiveInt = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isoDate = (value: unknown) => (typeof value === "string" && calendarDayOf(value) ? value : null);

function parseDuration(value: unknown): DurationFilter {
  const fallback = DEFAULT_ALARM_FILTER.duration;
  if (!isObject(value)) return fallback;
  const option = DURATION_CHOICES.find((choice) => choice === value.option) ?? fallback.option;
  const hours = positiveInt(value.hours) && value.hours <= MAX_HOURS ? value.hours : fallback.hours;
  return { option, hours, start: isoDate(value.start), end: isoDate(value.end) };
}

function parseOrganization(value: unknown): OrganizationFilter | null {
  if (!isObject(value) || !positiveInt(value.id)) return null;
  return { id: value.id, path: text(value.path, "", 2000), recursive: value.recursive !== false };
}

function parseParticipants(value: unknown): ParticipantFilterEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is Loose => isObject(entry) && positiveInt(entry.id))
    .map((entry) => ({ id: entry.id as number, name: text(entry.name, "") }));
}

/** A saved filter read back; what cannot be used (an older or damaged value) falls back to the default, field by field. */
export function parseAlarmFilter(value: unknown): AlarmFilter {
  if (!isObject(value)) return DEFAULT_ALARM_FILTER;
  const statuses = Array.isArray(value.status) ? value.status : [];
  return {
    textFilter: text(value.textFilter, ""),
    status: ALARM_STATUSES.filter((status) => statuses.includes(status)),
    alarmName: text(value.alarmName, ""),
    systemId: text(value.systemId, "", 100),
    triggeredBy: text(value.triggeredBy, "", 100),
    duration: parseDuration(value.duration),
    organization: parseOrganization(value.organization),
    participants: parseParticipants(value.participants),
    orderByPriority: value.orderByPriority === true,
  };
}
