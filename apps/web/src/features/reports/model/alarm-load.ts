import {
  ALARM_LOAD_FIGURES,
  ALARM_LOAD_UNITS,
  type AlarmLoadFigureName,
  type AlarmLoadReport,
  type AlarmLoadRequest,
  type LoadComparison,
  loadResultOf,
  type LoadResult,
} from "@alarm/contract";
import { toReportRequest, type ReportFilter } from "./report-filter";

/** The alarm load reads the filter's range and organization only; the grouping and the other filters are the alarm reports' own. */
export function toAlarmLoadRequest(filter: ReportFilter): AlarmLoadRequest {
  const { range, from, until, organizationFilter } = toReportRequest(filter);
  return { range, from, until, organizationFilter };
}

/** Whether the filter holds any of the alarm filters the alarm load does not read (the organization it does). */
export function hasUnreadFilters(filter: ReportFilter): boolean {
  const { textFilter, alarmName, alarmPointId, status, systemId, triggeredBy, participants } = filter;
  return (
    filter.grouping !== "NONE" ||
    [textFilter.trim(), alarmName.trim(), alarmPointId, status.length, systemId.trim(), triggeredBy.trim(), participants.length].some(Boolean)
  );
}

/** The PrimeReact Tag severity of a result: green when met, red when not, grey when not judged. */
export const RESULT_SEVERITY: Readonly<Record<LoadResult, "success" | "danger" | "secondary">> = {
  MET: "success",
  NOT_MET: "danger",
  NOT_JUDGED: "secondary",
};

export interface FigureRow {
  name: AlarmLoadFigureName;
  unit: (typeof ALARM_LOAD_UNITS)[AlarmLoadFigureName];
  value: number | null;
  target: number;
  comparison: LoadComparison;
  result: LoadResult;
}

/** The report's figures in the order of the contract, each with its unit and result. */
export const figureRows = (report: AlarmLoadReport): FigureRow[] =>
  ALARM_LOAD_FIGURES.map((name) => {
    const { value, target, comparison, meets } = report.figures[name];
    return { name, unit: ALARM_LOAD_UNITS[name], value, target, comparison, result: loadResultOf(meets) };
  });

export interface LoadChart {
  /** Each bucket's start. */
  starts: string[];
  alarms: number[];
  /** The busiest flood period of each bucket: the line beside the hourly bars. */
  busiest: number[];
  threshold: number;
  /** Buckets whose busiest flood period is over the threshold. */
  inFlood: boolean[];
  /** Per hour (a span over 2 days) rather than per flood period. */
  hourly: boolean;
}

/** The chart of the report's series: bars per bucket, the flood threshold as a line. */
export function loadChart(report: AlarmLoadReport): LoadChart {
  const { series, flood } = report;
  const start = Date.parse(series.start);
  return {
    starts: series.alarms.map((_, index) => new Date(start + index * series.bucketSeconds * 1000).toISOString()),
    alarms: series.alarms,
    busiest: series.busiest,
    threshold: flood.alarms,
    inFlood: series.busiest.map((alarms) => alarms > flood.alarms),
    hourly: series.bucketSeconds !== flood.windowSeconds,
  };
}
