import { z } from "zod";
import { durationFigures, reportScopeFields, reportSpan, requireCustomDays } from "./report.js";

/**
 * The alarm load report (README "Alarm load report", authority REPORTS): how many alarms the
 * operators of the chosen organizations got in a period, each figure beside its target from
 * ANSI/ISA-18.2 (Management of Alarm Systems for the Process Industries, its table of recommended
 * alarm performance metrics) and EEMUA 191 (Alarm Systems: A Guide to Design, Management and
 * Procurement). An alarm is a new alarm of an alarm point (manual calls are not alarms of a
 * point); INACTIVE ones (recorded without alerting: suppressed, shelved, point inactive) count.
 */
export const alarmLoadRequest = z
  .object({ ...reportScopeFields })
  .superRefine(requireCustomDays)
  .meta({ id: "AlarmLoadRequest" });
export type AlarmLoadRequest = z.input<typeof alarmLoadRequest>;
export type ValidAlarmLoadRequest = z.output<typeof alarmLoadRequest>;

/** The figures of the report, in the order the console and the files show them. */
export const ALARM_LOAD_FIGURES = [
  "averagePer10Minutes",
  "averagePerHour",
  "peakPer10Minutes",
  "floodPercent",
  "topTenPercent",
  "chatteringPoints",
  "staleAlarms",
  "medianSecondsToAccept",
] as const;
export type AlarmLoadFigureName = (typeof ALARM_LOAD_FIGURES)[number];

/** What each figure counts: alarms per period, a count, a percentage, seconds. */
export const ALARM_LOAD_UNITS: Readonly<Record<AlarmLoadFigureName, "RATE" | "COUNT" | "PERCENT" | "SECONDS">> = {
  averagePer10Minutes: "RATE",
  averagePerHour: "RATE",
  peakPer10Minutes: "COUNT",
  floodPercent: "PERCENT",
  topTenPercent: "PERCENT",
  chatteringPoints: "COUNT",
  staleAlarms: "COUNT",
  medianSecondsToAccept: "SECONDS",
};

/** A figure beside its target: met, not met, or not judged (nothing to measure). */
export const LOAD_RESULTS = ["MET", "NOT_MET", "NOT_JUDGED"] as const;
export type LoadResult = (typeof LOAD_RESULTS)[number];
export const loadResultOf = (meets: boolean | null): LoadResult => (meets === null ? "NOT_JUDGED" : meets ? "MET" : "NOT_MET");

/** How a figure must stand to its target: at most (≤), below (<). */
export const LOAD_COMPARISONS = ["AT_MOST", "BELOW"] as const;
export type LoadComparison = (typeof LOAD_COMPARISONS)[number];

/** Each figure's target and how it is compared. */
export const ALARM_LOAD_TARGETS: Readonly<Record<AlarmLoadFigureName, { target: number; comparison: LoadComparison }>> = {
  /** EEMUA 191 and ISA-18.2: an average of about one alarm per 10 minutes is "very likely to be acceptable". */
  averagePer10Minutes: { target: 1, comparison: "AT_MOST" },
  /** The same rate per hour: ISA-18.2's "~6 per hour". */
  averagePerHour: { target: 6, comparison: "AT_MOST" },
  /** ISA-18.2 and EEMUA 191: more than 10 alarms in 10 minutes is a flood; the busiest 10 minutes should stay at 10 or fewer. */
  peakPer10Minutes: { target: 10, comparison: "AT_MOST" },
  /** ISA-18.2: the share of 10-minute periods in flood should be under about 1 %. */
  floodPercent: { target: 1, comparison: "BELOW" },
  /**
   * The share of all alarms raised by the 10 most frequent alarm points ("bad actors"). ISA-18.2
   * asks for about 1 % to 5 % at the most, a figure meant for plant control systems of thousands of
   * alarm points; EEMUA 191 asks that the few points that cause most alarms be found and dealt with
   * first. This product's organizations have tens to hundreds of alarm points, so it takes 20 %: when
   * the ten busiest points raise a fifth of all alarms, they are worth a look. Not judged when ten or
   * fewer points raised alarms (then the ten busiest are all of them).
   */
  topTenPercent: { target: 20, comparison: "BELOW" },
  /** ISA-18.2: no chattering alarm (3 or more alarm events of one point within a minute) should be tolerated. */
  chatteringPoints: { target: 0, comparison: "AT_MOST" },
  /**
   * Alarms open more than 24 hours. ISA-18.2 asks for fewer than 5 present on any day; the report
   * counts them over its whole period and allows 5.
   */
  staleAlarms: { target: 5, comparison: "AT_MOST" },
  /** The product's choice (no standard gives one): half of the alarms accepted within 5 minutes. */
  medianSecondsToAccept: { target: 300, comparison: "AT_MOST" },
};

/** An alarm event within this many seconds of two others of the same point makes the point chattering. */
export const CHATTER_SECONDS = 60;
export const CHATTER_EVENTS = 3;
/** An alarm open longer than this is stale. */
export const STALE_HOURS = 24;
/** The report's series is per flood period up to this many days, per hour beyond. */
export const LOAD_SERIES_FINE_DAYS = 2;

/** Priorities 1 (most urgent) to 9 in three bands, with the share of alarms EEMUA 191 and ISA-18.2 suggest for each (about 5/15/80 %). */
export const PRIORITY_BANDS = ["HIGH", "MEDIUM", "LOW"] as const;
export type PriorityBand = (typeof PRIORITY_BANDS)[number];
export const PRIORITY_BAND_GUIDE: Readonly<Record<PriorityBand, { first: number; last: number; percent: number }>> = {
  HIGH: { first: 1, last: 3, percent: 5 },
  MEDIUM: { first: 4, last: 6, percent: 15 },
  LOW: { first: 7, last: 9, percent: 80 },
};

/** Whether a value meets its target; null when there is nothing to measure. */
export function meetsTarget(value: number | null, target: number, comparison: LoadComparison): boolean | null {
  if (value === null) return null;
  return comparison === "AT_MOST" ? value <= target : value < target;
}

/**
 * Whether a band's share keeps to the guide: the urgent bands (high, medium) at most their share,
 * the low band at least its own, since the guide asks that urgent alarms stay rare (a site whose
 * alarms are all of low priority keeps to it). Null without alarms.
 */
export function meetsPriorityGuide(band: PriorityBand, percent: number | null): boolean | null {
  if (percent === null) return null;
  const guide = PRIORITY_BAND_GUIDE[band].percent;
  return band === "LOW" ? percent >= guide : percent <= guide;
}

const count = z.number().int();
const instant = z.iso.datetime();

export const alarmLoadFigure = z
  .object({
    value: z.number().nullable().describe("null: nothing to measure (no time passed, no alarm accepted, ten or fewer points)"),
    target: z.number(),
    comparison: z.enum(LOAD_COMPARISONS),
    meets: z.boolean().nullable().describe("null when there is nothing to measure"),
  })
  .meta({ id: "AlarmLoadFigure" });
export type AlarmLoadFigure = z.infer<typeof alarmLoadFigure>;

const peak = z.object({ alarms: count, start: instant.nullable().describe("The busiest period's start; null without alarms") });

export const alarmLoadReport = z
  .object({
    span: reportSpan,
    measuredUntil: instant.describe("The end of the span, or now when the span reaches into the future: rates are over the time that passed"),
    flood: z
      .object({ alarms: count, windowSeconds: count })
      .describe("A period of windowSeconds with more than `alarms` alarms is in flood (FLOOD_ALARMS, FLOOD_WINDOW; 10 when flood protection is off)"),
    alarms: count.describe("Alarms of alarm points triggered in the span"),
    figures: z.object({
      averagePer10Minutes: alarmLoadFigure,
      averagePerHour: alarmLoadFigure,
      peakPer10Minutes: alarmLoadFigure,
      floodPercent: alarmLoadFigure,
      topTenPercent: alarmLoadFigure,
      chatteringPoints: alarmLoadFigure,
      staleAlarms: alarmLoadFigure,
      medianSecondsToAccept: alarmLoadFigure,
    }),
    peaks: z.object({ tenMinutes: peak, hour: peak }).describe("The busiest 10 minutes and hour, counted from the span's start"),
    floods: z.object({
      periods: count.describe("Flood periods in the measured span"),
      periodsInFlood: count,
      episodeCount: count,
      episodes: z
        .array(z.object({ start: instant, end: instant, alarms: count, peakAlarms: count.describe("Alarms in its busiest period") }))
        .describe("Consecutive periods in flood as one episode, the first 200"),
    }),
    badActors: z.array(z.object({ alarmPointId: count, name: z.string(), alarms: count, percent: z.number() })).describe("The 10 busiest alarm points"),
    chattering: z
      .array(z.object({ alarmPointId: count, name: z.string(), mostInAMinute: count, events: count.describe("New alarms and repeats in the span") }))
      .describe("Chattering points, the busiest first (up to 100)"),
    stale: z
      .array(
        z.object({
          alarmId: z.number().int(),
          alarmPointId: count,
          name: z.string(),
          triggeredAt: instant,
          endedAt: instant.nullable(),
          hoursOpen: z.number(),
        }),
      )
      .describe("Stale alarms, the longest open first (up to 100)"),
    priorities: z.array(
      z.object({
        band: z.enum(PRIORITY_BANDS),
        alarms: count,
        percent: z.number().nullable(),
        guidePercent: z.number(),
        meets: z.boolean().nullable(),
      }),
    ),
    toAccept: durationFigures,
    series: z
      .object({
        start: instant,
        bucketSeconds: count.describe("The flood period up to 2 days, else an hour"),
        alarms: z.array(count).describe("Alarms per bucket, from `start`"),
        busiest: z.array(count).describe("Alarms in the busiest flood period that starts in the bucket"),
      })
      .describe("For the chart: alarms over the measured span"),
  })
  .meta({ id: "AlarmLoadReport" });
export type AlarmLoadReport = z.infer<typeof alarmLoadReport>;

/** GET /dashboard/alarm-load: the alarms of the caller's organizations in the last 10 minutes and hour, and whether they are in flood now. */
export const dashboardAlarmLoad = z
  .object({
    at: instant,
    lastTenMinutes: count,
    lastHour: count,
    flood: z.object({
      enabled: z.boolean().describe("false: FLOOD_ALARMS is 0"),
      alarms: count,
      windowSeconds: count,
      windowAlarms: count.describe("Alarms in the last windowSeconds"),
      inFlood: z.boolean(),
    }),
  })
  .meta({ id: "DashboardAlarmLoad" });
export type DashboardAlarmLoad = z.infer<typeof dashboardAlarmLoad>;
