import type { RuleAction, RuleCondition } from "@alarm/contract";
import type { TFunction } from "i18next";
import { integrationKindKey } from "../../../components/integrations/integration-kind";

/** Long texts are cut in a summary. */
const SHOWN_TEXT = 40;
const shortened = (text: string) => (text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT - 1)}…` : text);

/** "critical or error" in the reader's language. */
const either = (items: string[], language: string) => new Intl.ListFormat(language, { type: "disjunction" }).format(items);

/** The short name of an ISO weekday (1 = Monday): 2024-01-01 was a Monday. */
export function weekdayName(day: number, language: string, width: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, day)));
}

/** "Mon–Fri, Sun": runs of three days and more as a range. */
export function weekdaysText(days: readonly number[], language: string): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${weekdayName(run[0]!, language)}–${weekdayName(run.at(-1)!, language)}`] : run.map((day) => weekdayName(day, language)),
    )
    .join(", ");
}

/** One condition in a few words, e.g. "Severity is critical or error", "Summary contains “disk”". */
export function conditionText(condition: RuleCondition, t: TFunction, language: string): string {
  switch (condition.type) {
    case "SOURCE":
      return t("alarmRules.summary.source", {
        kinds: either(
          condition.kinds.map((kind) => t(integrationKindKey(kind))),
          language,
        ),
      });
    case "INTEGRATION":
      return t("alarmRules.summary.integration", { count: condition.integrationKeyIds.length });
    case "SEVERITY":
      return t("alarmRules.summary.severity", {
        severities: either(
          condition.severities.map((severity) => t(`alarmRules.summary.severities.${severity}`)),
          language,
        ),
      });
    case "TEXT": {
      const subject = condition.field === "LABEL" ? t("alarmRules.summary.labelField", { label: condition.label ?? "" }) : t("alarmRules.summary.summaryField");
      const mode = t(condition.negate ? `alarmRules.summary.notModes.${condition.mode}` : `alarmRules.summary.modes.${condition.mode}`);
      const text = t("alarmRules.summary.text", { subject, mode, value: shortened(condition.value) });
      return condition.caseSensitive ? `${text} ${t("alarmRules.summary.caseSensitive")}` : text;
    }
    case "TIME": {
      const text = t("alarmRules.summary.time", { days: weekdaysText(condition.weekdays, language), from: condition.from, to: condition.to });
      return condition.holidays === "ANY" ? text : `${text}, ${t(`alarmRules.summary.holidays.${condition.holidays}`)}`;
    }
  }
}

/** One action in a few words; `pointName` names a routed alarm point where it is known. */
export function actionText(action: RuleAction, t: TFunction, pointName: (id: number) => string | undefined): string {
  switch (action.type) {
    case "ROUTE":
      return t("alarmRules.summary.route", { point: pointName(action.alarmPointId) ?? `#${action.alarmPointId}` });
    case "SET_PRIORITY":
      return t("alarmRules.summary.priority", { priority: action.priority });
    case "ADD_TEXT":
      return t("alarmRules.summary.addText", { text: shortened(action.text) });
    case "DELAY":
      return t("alarmRules.summary.delay", { minutes: action.minutes });
    case "SUPPRESS":
      return t("alarmRules.summary.suppress");
    case "STOP":
      return t("alarmRules.summary.stop");
  }
}
