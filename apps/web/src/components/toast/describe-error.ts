import type { i18n as I18n } from "i18next";
import { type ApiError, isApiError } from "../../lib/api-error";
import { problemInLanguage } from "../../lib/field-problem";
import { retryWait } from "../../lib/retry-wait";
import { usedByText } from "./used-by-text";

export interface ErrorText {
  summary: string;
  detail: string;
}

/**
 * The words for a failure: `errors.<CODE>` (and `errorTitles.<CODE>`) when the console has them,
 * otherwise the server's reason; a refusal for too many attempts says how long to wait, text over
 * its limit says the limit, and a refused delete names what still uses the object.
 */
export function describeError(error: unknown, i18n: I18n): ErrorText {
  const t = i18n.t.bind(i18n);
  if (!isApiError(error)) {
    return { summary: t("errorTitles.default"), detail: t("errors.UNEXPECTED") };
  }
  const sayMore = saysMore(error, i18n);
  if (sayMore) return sayMore;
  const titleKey = `errorTitles.${error.code}`;
  const detailKey = `errors.${error.code}`;
  return {
    summary: i18n.exists(titleKey) ? t(titleKey) : t("errorTitles.default"),
    detail: i18n.exists(detailKey) ? t(detailKey) : error.reason,
  };
}

/**
 * docs/domain-rules.md#error-catalogue: a refusal shows the server's reason, except where the
 * console can say more in the reader's language (how long to wait, a length limit, what still uses
 * the object).
 */
export function refusalDetail(error: unknown, i18n: I18n): string {
  if (isApiError(error) && error.status >= 400 && error.reason && !saysMore(error, i18n)) return error.reason;
  return describeError(error, i18n).detail;
}

function saysMore(error: ApiError, i18n: I18n): ErrorText | null {
  const t = i18n.t.bind(i18n);
  if (error.code === "RATE_LIMITED" && error.retryAfterSeconds) {
    return {
      summary: t("errorTitles.RATE_LIMITED"),
      detail: t("errors.RATE_LIMITED_WAIT", { wait: retryWait(error.retryAfterSeconds, i18n.resolvedLanguage ?? i18n.language) }),
    };
  }
  if (error.code === "VALIDATION" && error.details.length > 0 && error.details.every((problem) => problem.code === "TOO_LONG")) {
    return { summary: t("errorTitles.default"), detail: error.details.map((problem) => problemInLanguage(problem, t).message).join(" ") };
  }
  if (error.usedBy) return { summary: t("errorTitles.IN_USE"), detail: usedByText(error.usedBy, t) };
  return null;
}
