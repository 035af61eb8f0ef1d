import type { HolidayEvent } from "@alarm/contract";
import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteHoliday } from "../api/delete-holiday";
import { useHolidayFailureToast } from "./use-holiday-failure-toast";

/** Deletes a saved holiday of the organization's year after a confirmation. */
export function useConfirmDeleteHoliday(orgId: number | null, year: number, onDeleted: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useHolidayFailureToast();
  const remove = useDeleteHoliday();

  const confirmDelete = (event: HolidayEvent) => {
    if (orgId === null || event.id === null) return;
    const eventId = event.id;
    confirmDialog({
      header: t("holidays.delete.header"),
      message: t("holidays.delete.confirm", { title: event.title }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("holidays.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(
          { id: eventId, orgId, year },
          {
            onSuccess: () => {
              toast.show({ severity: "success", summary: t("holidays.delete.header"), detail: t("holidays.delete.done", { title: event.title }) });
              onDeleted();
            },
            onError: showFailure,
          },
        ),
    });
  };

  return { confirmDelete, deleting: remove.isPending };
}
