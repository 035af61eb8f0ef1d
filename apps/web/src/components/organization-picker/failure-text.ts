import type { i18n as I18n } from "i18next";
import { describeError, type ErrorText } from "../toast/describe-error";

/**
 * docs/domain-rules.md#error-catalogue: "<what failed>: <reason>" — the reason in the console's
 * words when it has them for the error's code, otherwise the server's reason.
 */
export function failureText(what: string, error: unknown, i18n: I18n): ErrorText {
  const { summary, detail } = describeError(error, i18n);
  return { summary, detail: detail ? `${what}: ${detail}` : what };
}
