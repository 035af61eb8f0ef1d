import {
  ALARM_LOAD_FIGURES,
  ALARM_STATUSES,
  LOAD_COMPARISONS,
  LOAD_RESULTS,
  PRIORITY_BANDS,
  REPORT_EXPORT_FORMATS,
  REPORT_GROUPINGS,
  REPORT_RANGES,
} from "@alarm/contract";
import { describe, it } from "vitest";
import { expectKeysOf, folderOf, LANGUAGE_TAGS } from "../../i18n/expect-keys";
import { LOAD_LISTS } from "./components/alarm-load-lists";
import { REPORT_ERROR_CODES } from "./components/report-failure";
import { RESPONSE_VIEWS } from "./components/response-figures";
import { DURATION_UNITS } from "./model/figures";
import { REPORT_TEXT_FIELDS, type RangeProblem } from "./model/report-filter";
import { REPORT_TABS } from "./model/report-tabs";

const RANGE_PROBLEMS: readonly RangeProblem[] = ["REQUIRED", "END_BEFORE_START", "TOO_LONG"];

describe("translation keys of the reports", () => {
  it("exist in every language for every key written in the feature and every value shown from data", () => {
    const extraKeys = [
      ...REPORT_RANGES.map((range) => `reports.ranges.${range}`),
      ...REPORT_GROUPINGS.map((grouping) => `reports.groupings.${grouping}`),
      ...REPORT_EXPORT_FORMATS.map((format) => `reports.export.formats.${format}`),
      ...REPORT_ERROR_CODES.map((code) => `reports.errors.${code}`),
      ...DURATION_UNITS.map((unit) => `reports.units.${unit}`),
      ...RANGE_PROBLEMS.map((problem) => `reports.filters.problems.${problem}`),
      ...Object.keys(REPORT_TEXT_FIELDS).map((field) => `reports.filters.${field}`),
      ...["from", "until"].map((field) => `reports.filters.${field}`),
      ...["toAccept", "toEnd"].map((key) => `reports.columns.${key}`),
      ...["median", "p90"].map((figure) => `reports.figures.${figure}`),
      ...["alerted", "accepted", "declined", "unanswered", ...RESPONSE_VIEWS].map((field) => `reports.responses.${field}`),
      ...ALARM_STATUSES.map((status) => `alarmStatuses.${status}`),
      ...REPORT_TABS.map((tab) => tab.titleKey),
      ...[...ALARM_LOAD_FIGURES, "peakPerHour"].map((figure) => `reports.alarmLoad.figures.${figure}`),
      ...LOAD_RESULTS.map((result) => `reports.alarmLoad.results.${result}`),
      ...LOAD_COMPARISONS.map((comparison) => `reports.alarmLoad.comparisons.${comparison}`),
      ...PRIORITY_BANDS.map((band) => `reports.alarmLoad.bands.${band}`),
      ...["figures", ...LOAD_LISTS].map((list) => `reports.alarmLoad.sections.${list}`),
      ...LOAD_LISTS.map((list) => `reports.alarmLoad.empty.${list}`),
      // The columns of the alarm load files, which the server prints with the console's texts.
      ...["figure", "value", "target", "result", "detail", "alarmId", "hoursOpen", "band", "guide"].map((column) => `reports.alarmLoad.columns.${column}`),
    ];
    expectKeysOf(folderOf(import.meta.url), { prefixes: ["reports", "alarmStatuses", "menu", "common"], moreThan: 80, extraKeys, languages: LANGUAGE_TAGS });
  });
});
