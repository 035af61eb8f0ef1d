import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { failureText } from "../organization-picker/failure-text";
import { describeError, refusalDetail } from "../toast/describe-error";
import { useToast } from "../toast/toast-context";

/**
 * docs/domain-rules.md#error-catalogue, refused calls: a refusal shows the server's reason as an
 * error toast (under the translated title of its code); failures without an answer are described by
 * the console.
 */
export function useFailureToast() {
  const toast = useToast();
  const { i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      toast.show({ severity: "error", summary: describeError(error, i18n).summary, detail: refusalDetail(error, i18n) });
    },
    [toast, i18n],
  );
}

/**
 * docs/domain-rules.md#error-catalogue: a failed load shows the given title plus ": " and the
 * reason, e.g. "Unable to get participants" for `participants.loadFailed`.
 */
export function useLoadFailureToast(titleKey: string) {
  const toast = useToast();
  const { t, i18n } = useTranslation();
  return useCallback((error: unknown) => toast.show({ ...failureText(t(titleKey), error, i18n), severity: "error" }), [toast, t, i18n, titleKey]);
}
