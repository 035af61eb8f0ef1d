import {
  ALARM_STATUSES,
  REPORT_GROUPINGS,
  REPORT_MAX_DAYS,
  REPORT_RANGES,
  type AlarmStatus,
  type ReportGrouping,
  type ReportRange,
  type ReportRequest,
} from "@alarm/contract";
import type { OrganizationFilterValue, ParticipantFilterEntry } from "../../../components/alarm-filters/filter-values";
import { dateOfIso } from "../../../components/calendar-editor/date-text";

/** The filter of both report tabs as the panel edits it; days are YYYY-MM-DD. */
export interface ReportFilter {
  range: ReportRange;
  from: string | null;
  until: string | null;
  grouping: ReportGrouping;
  textFilter: string;
  alarmName: string;
  alarmPointId: number | null;
  status: AlarmStatus[];
  systemId: string;
  triggeredBy: string;
  organization: OrganizationFilterValue | null;
  participants: ParticipantFilterEntry[];
}

export const DEFAULT_REPORT_FILTER: ReportFilter = {
  range: "THIS_MONTH",
  from: null,
  until: null,
  grouping: "NONE",
  textFilter: "",
  alarmName: "",
  alarmPointId: null,
  status: [],
  systemId: "",
  triggeredBy: "",
  organization: null,
  participants: [],
};

/** The free-text fields with the contract's limits. */
export const REPORT_TEXT_FIELDS = { textFilter: 200, alarmName: 200, systemId: 100, triggeredBy: 100 } as const;
export type ReportTextField = keyof typeof REPORT_TEXT_FIELDS;

const trimmed = (text: string) => text.trim() || undefined;

/** The body of every report call for a filter; empty filters are left out, the days only for a custom range. */
export function toReportRequest(filter: ReportFilter): ReportRequest {
  const columns = {
    alarmName: trimmed(filter.alarmName),
    alarmPointId: filter.alarmPointId ?? undefined,
    status: filter.status.length > 0 ? filter.status : undefined,
    systemId: trimmed(filter.systemId),
    triggeredBy: trimmed(filter.triggeredBy),
  };
  const custom = filter.range === "CUSTOM";
  return {
    range: filter.range,
    ...(custom ? { from: filter.from ?? undefined, until: filter.until ?? undefined } : {}),
    grouping: filter.grouping,
    textFilter: trimmed(filter.textFilter),
    columnsFilter: Object.values(columns).some((value) => value !== undefined) ? columns : undefined,
    organizationFilter: filter.organization ? { orgIds: [filter.organization.id], recursive: filter.organization.recursive } : undefined,
    participantsFilter: filter.participants.length > 0 ? filter.participants.map((entry) => entry.id) : undefined,
  };
}

export type RangeProblem = "REQUIRED" | "END_BEFORE_START" | "TOO_LONG";
export interface RangeProblems {
  from?: RangeProblem;
  until?: RangeProblem;
}

const DAY_MS = 86_400_000;

/** Whole days from the first to the last, both included (calendar days, not 24-hour spans). */
export function daysIncluded(from: string, until: string): number {
  const [first, last] = [from, until].map((day) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))));
  return Math.round((last! - first!) / DAY_MS) + 1;
}

/** What is wrong with a custom range: both days required, the end not before the start, at most REPORT_MAX_DAYS days. */
export function customRangeProblems(filter: Pick<ReportFilter, "range" | "from" | "until">): RangeProblems {
  if (filter.range !== "CUSTOM") return {};
  const from = dateOfIso(filter.from) ? filter.from : null;
  const until = dateOfIso(filter.until) ? filter.until : null;
  const problems: RangeProblems = {};
  if (!from) problems.from = "REQUIRED";
  if (!until) problems.until = "REQUIRED";
  if (from && until) {
    const days = daysIncluded(from, until);
    if (days < 1) problems.until = "END_BEFORE_START";
    else if (days > REPORT_MAX_DAYS) problems.until = "TOO_LONG";
  }
  return problems;
}

export const isRunnable = (filter: ReportFilter) => Object.keys(customRangeProblems(filter)).length === 0;

/*
 * The filter in the address (?range=&from=&until=&group=&q=&name=&point=&status=&system=&by=&org=&orgPath=&sub=&participant=id:name),
 * so that a reload, the other tab and a shared link show the same report. Defaults are left out.
 */

export function searchOfFilter(filter: ReportFilter): URLSearchParams {
  const search = new URLSearchParams();
  const put = (name: string, value: string | null | undefined) => {
    if (value) search.set(name, value);
  };
  if (filter.range !== DEFAULT_REPORT_FILTER.range) put("range", filter.range);
  if (filter.range === "CUSTOM") {
    put("from", filter.from);
    put("until", filter.until);
  }
  if (filter.grouping !== "NONE") put("group", filter.grouping);
  put("q", trimmed(filter.textFilter));
  put("name", trimmed(filter.alarmName));
  put("point", filter.alarmPointId?.toString());
  put("status", filter.status.join(","));
  put("system", trimmed(filter.systemId));
  put("by", trimmed(filter.triggeredBy));
  if (filter.organization) {
    put("org", String(filter.organization.id));
    put("orgPath", filter.organization.path);
    if (!filter.organization.recursive) put("sub", "0");
  }
  for (const entry of filter.participants) search.append("participant", `${entry.id}:${entry.name}`);
  return search;
}

const positiveId = (text: string | null) => (text && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null);
const textOf = (search: URLSearchParams, name: string, max: number) => (search.get(name) ?? "").slice(0, max);
const oneOf = <T extends string>(choices: readonly T[], text: string | null, fallback: T): T => choices.find((choice) => choice === text) ?? fallback;
const isoDay = (text: string | null) => (dateOfIso(text) ? text : null);

/** The filter of an address; what cannot be read falls back to the default, field by field. */
export function filterOfSearch(search: URLSearchParams): ReportFilter {
  const range = oneOf(REPORT_RANGES, search.get("range"), DEFAULT_REPORT_FILTER.range);
  const statuses = (search.get("status") ?? "").split(",");
  const orgId = positiveId(search.get("org"));
  return {
    range,
    from: range === "CUSTOM" ? isoDay(search.get("from")) : null,
    until: range === "CUSTOM" ? isoDay(search.get("until")) : null,
    grouping: oneOf(REPORT_GROUPINGS, search.get("group"), "NONE"),
    textFilter: textOf(search, "q", REPORT_TEXT_FIELDS.textFilter),
    alarmName: textOf(search, "name", REPORT_TEXT_FIELDS.alarmName),
    alarmPointId: positiveId(search.get("point")),
    status: ALARM_STATUSES.filter((status) => statuses.includes(status)),
    systemId: textOf(search, "system", REPORT_TEXT_FIELDS.systemId),
    triggeredBy: textOf(search, "by", REPORT_TEXT_FIELDS.triggeredBy),
    organization: orgId ? { id: orgId, path: textOf(search, "orgPath", 2000), recursive: search.get("sub") !== "0" } : null,
    participants: search.getAll("participant").flatMap((value) => {
      const separator = value.indexOf(":");
      const id = positiveId(separator < 0 ? value : value.slice(0, separator));
      return id ? [{ id, name: separator < 0 ? "" : value.slice(separator + 1, separator + 201) }] : [];
    }),
  };
}
