import type { i18n as I18n } from "i18next";
import { isApiError } from "../../lib/api-error";

export interface ErrorText {
  summary: string;
  detail: string;
}

/**
 * The words for a failure: `errors.<CODE>` (and `errorTitles.<CODE>`) when the console has them,
 * otherwise the server's reason.
 */
export function describeError(error: unknown, i18n: I18n): ErrorText {
  const t = i18n.t.bind(i18n);
  if (!isApiError(error)) {
    return { summary: t("errorTitles.default"), detail: t("errors.UNEXPECTED") };
  }
  const titleKey = `errorTitles.${error.code}`;
  const detailKey = `errors.${error.code}`;
  return {
    summary: i18n.exists(titleKey) ? t(titleKey) : t("errorTitles.default"),
    detail: i18n.exists(detailKey) ? t(detailKey) : error.reason,
  };
}
