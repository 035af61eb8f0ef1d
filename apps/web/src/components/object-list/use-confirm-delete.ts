import type { UseMutationResult } from "@tanstack/react-query";
import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useToast } from "../toast/toast-context";
import { useFailureToast } from "./use-failure-toast";

/** The translation keys of a delete: the dialog's (and the toast's) title, its question and button, and the toast's text (each given `name`). */
export interface DeleteTexts {
  header: string;
  confirm: string;
  accept: string;
  done: string;
}

/**
 * Delete with a confirm dialog (the page holds the <ConfirmDialog />): success is said in a toast and
 * `onDeleted` runs after it, a failure shows the failure toast.
 */
export function useConfirmDelete(remove: UseMutationResult<unknown, Error, number>, texts: DeleteTexts, onDeleted: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();

  return (object: { id: number; name: string }) =>
    confirmDialog({
      header: t(texts.header),
      message: t(texts.confirm, { name: object.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t(texts.accept),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(object.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t(texts.header), detail: t(texts.done, { name: object.name }) });
            onDeleted(object.id);
          },
          onError: showFailure,
        }),
    });
}
