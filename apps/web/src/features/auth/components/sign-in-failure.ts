import type { i18n as I18n } from "i18next";
import { describeError, type ErrorText } from "../../../components/toast/describe-error";
import { isApiError } from "../../../lib/api-error";
import { retryWait } from "../../../lib/retry-wait";

/** A refused sign-in in words; a lockout says how long it lasts, in the user's language. */
export function describeSignInFailure(error: unknown, i18n: I18n): ErrorText {
  if (isApiError(error, "RATE_LIMITED") && error.retryAfterSeconds) {
    const wait = retryWait(error.retryAfterSeconds, i18n.resolvedLanguage ?? i18n.language);
    return { summary: i18n.t("errorTitles.RATE_LIMITED"), detail: i18n.t("login.tooManyFailures", { wait }) };
  }
  return describeError(error, i18n);
}
