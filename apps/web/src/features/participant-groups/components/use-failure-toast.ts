import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";

/** A refusal shows the server's reason as an error toast; failures without an answer are described by the console. */
export function useFailureToast() {
  const toast = useToast();
  const { i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status >= 400 && error.reason) {
        toast.show({ severity: "error", summary: describeError(error, i18n).summary, detail: error.reason });
      } else {
        toast.showError(error);
      }
    },
    [toast, i18n],
  );
}
