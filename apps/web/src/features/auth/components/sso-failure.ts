import { SSO_ERROR_CODES, type SsoErrorCode } from "@alarm/contract";
import type { i18n as I18n } from "i18next";
import type { ErrorText } from "../../../components/toast/describe-error";

const isSsoErrorCode = (code: string): code is SsoErrorCode => (SSO_ERROR_CODES as readonly string[]).includes(code);

/**
 * Why a single sign-on ended on the login page, in the reader's language: a code of
 * `/login?ssoError=<code>`, or TICKET when the page could not trade its ticket for a session.
 */
export function describeSsoFailure(code: string, i18n: I18n): ErrorText {
  const key = isSsoErrorCode(code) || code === "TICKET" ? code : "UNKNOWN";
  return { summary: i18n.t("sso.failedTitle"), detail: i18n.t(`sso.errors.${key}`) };
}
