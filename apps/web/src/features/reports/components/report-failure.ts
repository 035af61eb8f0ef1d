import type { i18n as I18n } from "i18next";
import { describeError, type ErrorText } from "../../../components/toast/describe-error";
import { isApiError } from "../../../lib/api-error";

/**
 * A failed report call in the reader's language: the reports' own words for the codes a report
 * answers with (a refused filter, too many alarms, a server fault), else the console's (describeError).
 */
export function reportFailureText(error: unknown, i18n: I18n, summaryKey: string): ErrorText {
  const own = isApiError(error) ? `reports.errors.${error.code}` : null;
  return { summary: i18n.t(summaryKey), detail: own && i18n.exists(own) ? i18n.t(own) : describeError(error, i18n).detail };
}

/** The codes the reports have their own words for. */
export const REPORT_ERROR_CODES = ["VALIDATION", "LIMIT_EXCEEDED", "INTERNAL", "NOT_FOUND"] as const;
