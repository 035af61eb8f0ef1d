import type { CoverageGapReason, OnCallInterval } from "@alarm/contract";

/** A stretch of time in which nobody is reached: gap intervals that follow each other without a break count once. */
export interface CoverageGap {
  from: string;
  to: string;
  reasons: CoverageGapReason[];
}

export function coverageGaps(intervals: readonly Pick<OnCallInterval, "from" | "to" | "gap">[]): CoverageGap[] {
  const gaps: CoverageGap[] = [];
  const ordered = [...intervals].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  for (const interval of ordered) {
    if (!interval.gap) continue;
    const last = gaps.at(-1);
    if (last && Date.parse(last.to) >= Date.parse(interval.from)) {
      if (Date.parse(interval.to) > Date.parse(last.to)) last.to = interval.to;
      if (!last.reasons.includes(interval.gap)) last.reasons.push(interval.gap);
    } else {
      gaps.push({ from: interval.from, to: interval.to, reasons: [interval.gap] });
    }
  }
  return gaps;
}

/** The line above the timeline, as a translation key with its values. */
export function coverageSummary(
  intervals: readonly Pick<OnCallInterval, "from" | "to" | "gap">[],
  days: number,
): { key: string; values: { count: number; days: number } } {
  const count = coverageGaps(intervals).length;
  return { key: count === 0 ? "onCall.summary.covered" : "onCall.summary.gaps", values: { count, days } };
}

/** Whole days between two ISO instants, rounded (a range over a daylight-saving change is still 14 days). */
export function daysBetween(from: string, to: string): number {
  return Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
}
