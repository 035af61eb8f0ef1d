import { useTranslation } from "react-i18next";
import { describeError } from "../../../components/toast/describe-error";
import { ERROR_TOAST_LIFE_MS, useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { isDateOccupied } from "./holiday-form-model";

/** Tells why a holiday was not saved or deleted: an occupied date, the server's reason, or the error itself. */
export function useHolidayFailureToast() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return (error: unknown) => {
    if (isDateOccupied(error)) {
      // "Date is occupied" for 5 seconds (docs/domain-rules.md#error-catalogue).
      toast.show({ severity: "error", summary: t("holidays.toast.notSaved"), detail: t("holidays.errors.dateOccupied"), life: ERROR_TOAST_LIFE_MS });
    } else if (isApiError(error) && error.reason) {
      toast.show({ severity: "error", summary: describeError(error, i18n).summary, detail: error.reason });
    } else {
      toast.showError(error);
    }
  };
}
