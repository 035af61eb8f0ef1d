import {
  ALARM_LOAD_TARGETS,
  type AlarmLoadFigure,
  type AlarmLoadFigureName,
  type AlarmLoadReport,
  LOAD_SERIES_FINE_DAYS,
  meetsPriorityGuide,
  meetsTarget,
  PRIORITY_BAND_GUIDE,
  PRIORITY_BANDS,
} from "@alarm/contract";
import type { Config } from "../../config.js";
import type { Executor } from "../../db/database.js";
import { alarmsPerPeriod, BAD_ACTORS, busiestPoints, chatteringPoints, loadScopeOf, loadSummary, staleAlarms } from "./alarm-load-sql.js";
import { durationFigures } from "./figures-sql.js";
import type { ResolvedReport } from "./report-scope.js";

const TEN_MINUTES = 600;
const HOUR = 3600;
/** ISA-18.2's flood: more than 10 alarms in 10 minutes; the report measures it so when flood protection is off (FLOOD_ALARMS 0). */
const STANDARD_FLOOD_ALARMS = 10;
/** Floods listed at the most. */
const EPISODES = 200;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentOf = (part: number, whole: number) => (whole > 0 ? round((part * 100) / whole, 1) : null);

/** Counts of fine periods summed into periods of `seconds` (a multiple of the fine one), by index. */
function regroup(fine: Map<number, number>, fineSeconds: number, seconds: number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const [index, alarms] of fine) {
    const period = Math.floor((index * fineSeconds) / seconds);
    sums.set(period, (sums.get(period) ?? 0) + alarms);
  }
  return sums;
}

/** The busiest period within the first `periods` (the earliest of equals), with its start. */
function busiest(counts: Map<number, number>, periods: number, seconds: number, from: number) {
  let best: [number, number] | null = null;
  for (const [index, alarms] of counts) {
    if (index < 0 || index >= periods) continue;
    if (!best || alarms > best[1] || (alarms === best[1] && index < best[0])) best = [index, alarms];
  }
  return best ? { alarms: best[1], start: new Date(from + best[0] * seconds * 1000).toISOString() } : { alarms: 0, start: null };
}

/** Consecutive flood periods merged into episodes: start, end, alarms, and the alarms of its busiest period. */
function floodEpisodes(inFlood: [index: number, alarms: number][], seconds: number, from: number) {
  const episodes: { first: number; last: number; alarms: number; peakAlarms: number }[] = [];
  for (const [index, alarms] of inFlood.sort((a, b) => a[0] - b[0])) {
    const last = episodes.at(-1);
    if (last && last.last === index - 1) Object.assign(last, { last: index, alarms: last.alarms + alarms, peakAlarms: Math.max(last.peakAlarms, alarms) });
    else episodes.push({ first: index, last: index, alarms, peakAlarms: alarms });
  }
  const at = (index: number) => new Date(from + index * seconds * 1000).toISOString();
  return episodes.map((episode) => ({ start: at(episode.first), end: at(episode.last + 1), alarms: episode.alarms, peakAlarms: episode.peakAlarms }));
}

/** The chart's buckets: alarms in each, and the alarms of the busiest flood period that starts in it. */
function seriesOf(fine: Map<number, number>, fineSeconds: number, windows: Map<number, number>, windowSeconds: number, measuredSeconds: number) {
  const bucketSeconds = measuredSeconds <= LOAD_SERIES_FINE_DAYS * 86_400 ? windowSeconds : HOUR;
  const length = Math.ceil(measuredSeconds / bucketSeconds);
  const alarms = Array<number>(length).fill(0);
  const peaks = Array<number>(length).fill(0);
  for (const [index, count] of regroup(fine, fineSeconds, bucketSeconds)) if (index >= 0 && index < length) alarms[index] = count;
  for (const [index, count] of windows) {
    const bucket = Math.floor((index * windowSeconds) / bucketSeconds);
    if (bucket >= 0 && bucket < length) peaks[bucket] = Math.max(peaks[bucket]!, count);
  }
  return { bucketSeconds, alarms, busiest: peaks };
}

const figure = (name: AlarmLoadFigureName, value: number | null): AlarmLoadFigure => {
  const { target, comparison } = ALARM_LOAD_TARGETS[name];
  return { value, target, comparison, meets: meetsTarget(value, target, comparison) };
};

/**
 * The alarm load of the report's organizations and span (README "Alarm load report"): rates per 10
 * minutes and hour, floods, bad actors, chattering and stale alarms, priorities and the time to
 * accept, each beside its target. Periods are counted from the span's start (local midnight), so
 * they fall on the wall clock's 10 minutes and hours; rates are over the part of the span that has
 * passed (`now`).
 */
export async function alarmLoadReport(db: Executor, report: ResolvedReport, settings: Config["flood"], now: Date): Promise<AlarmLoadReport> {
  const flood = { alarms: settings.alarms > 0 ? settings.alarms : STANDARD_FLOOD_ALARMS, windowSeconds: settings.windowSeconds };
  const from = Date.parse(report.span.from);
  const measuredUntil = Math.max(from, Math.min(Date.parse(report.span.until), now.getTime()));
  const measuredSeconds = (measuredUntil - from) / 1000;
  // Periods of 10 minutes, an hour and the flood window are all made of this one.
  const fineSeconds = gcd(TEN_MINUTES, flood.windowSeconds);
  const load = loadScopeOf(report, now);
  const [summary, fine, top, chattering, stale] = await Promise.all([
    loadSummary(db, load),
    alarmsPerPeriod(db, load, fineSeconds),
    busiestPoints(db, load),
    chatteringPoints(db, load),
    staleAlarms(db, load),
  ]);

  const periods = (seconds: number) => Math.ceil(measuredSeconds / seconds);
  const windows = regroup(fine, fineSeconds, flood.windowSeconds);
  const inFlood = [...windows].filter(([index, alarms]) => index >= 0 && index < periods(flood.windowSeconds) && alarms > flood.alarms);
  const episodes = floodEpisodes(inFlood, flood.windowSeconds, from);
  const tenMinutes = busiest(regroup(fine, fineSeconds, TEN_MINUTES), periods(TEN_MINUTES), TEN_MINUTES, from);
  const hour = busiest(regroup(fine, fineSeconds, HOUR), periods(HOUR), HOUR, from);
  const rate = (seconds: number) => (measuredSeconds > 0 ? round((summary.alarms * seconds) / measuredSeconds, 2) : null);
  const topAlarms = top.reduce((sum, point) => sum + point.alarms, 0);
  const toAccept = durationFigures(summary.row, "accept");

  return {
    span: report.span,
    measuredUntil: new Date(measuredUntil).toISOString(),
    flood,
    alarms: summary.alarms,
    figures: {
      averagePer10Minutes: figure("averagePer10Minutes", rate(TEN_MINUTES)),
      averagePerHour: figure("averagePerHour", rate(HOUR)),
      peakPer10Minutes: figure("peakPer10Minutes", measuredSeconds > 0 ? tenMinutes.alarms : null),
      floodPercent: figure("floodPercent", percentOf(inFlood.length, periods(flood.windowSeconds))),
      // Ten or fewer points: the ten busiest are all of them, and their share says nothing.
      topTenPercent: figure("topTenPercent", summary.points > BAD_ACTORS ? percentOf(topAlarms, summary.alarms) : null),
      chatteringPoints: figure("chatteringPoints", chattering[0]?.total ?? 0),
      staleAlarms: figure("staleAlarms", summary.stale),
      medianSecondsToAccept: figure("medianSecondsToAccept", toAccept.median),
    },
    peaks: { tenMinutes, hour },
    floods: { periods: periods(flood.windowSeconds), periodsInFlood: inFlood.length, episodeCount: episodes.length, episodes: episodes.slice(0, EPISODES) },
    badActors: top.map((point) => ({ ...point, percent: percentOf(point.alarms, summary.alarms) ?? 0 })),
    chattering: chattering.map(({ total: _total, ...point }) => point),
    stale,
    priorities: PRIORITY_BANDS.map((band) => {
      const percent = percentOf(summary.bands[band], summary.alarms);
      return { band, alarms: summary.bands[band], percent, guidePercent: PRIORITY_BAND_GUIDE[band].percent, meets: meetsPriorityGuide(band, percent) };
    }),
    toAccept,
    series: { start: report.span.from, ...seriesOf(fine, fineSeconds, windows, flood.windowSeconds, measuredSeconds) },
  };
}
