import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-error";
import { retryWait } from "../../lib/retry-wait";

/** The words for a failure in the app's language: `errors.<CODE>` when the app has them, else the server's reason. */
export function errorText(error: unknown, t: TFunction, language: string): string {
  if (!(error instanceof ApiError)) return t("errors.UNEXPECTED");
  if (error.code === "RATE_LIMITED" && error.retryAfterSeconds) return t("errors.RATE_LIMITED_WAIT", { wait: retryWait(error.retryAfterSeconds, language) });
  const key = `errors.${error.code}`;
  const text = t(key, { defaultValue: "" });
  return text || error.reason || t("errors.UNEXPECTED");
}
