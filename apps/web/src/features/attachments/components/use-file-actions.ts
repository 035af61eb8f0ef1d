import type { InstructionFile } from "@alarm/contract";
import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { failureText } from "../../../components/organization-picker/failure-text";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteFiles, useMoveFiles } from "../api/instruction-files";
import { downloadFile } from "../api/transfers";

/**
 * Move, delete and download of the selected files, with their confirmations and toasts. `onDone`
 * runs after a successful move or delete (the selection is cleared,
 * docs/domain-rules.md#editor-states).
 */
export function useFileActions(onDone: () => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const moveFiles = useMoveFiles();
  const deleteFiles = useDeleteFiles();

  const move = (files: readonly InstructionFile[], org: { id: number; name: string }) =>
    moveFiles.mutate(
      { paths: files.map((file) => file.path), orgId: org.id },
      {
        onSuccess: (moved) => {
          if (!moved) return toast.show({ severity: "error", summary: t("attachments.moveFailed") });
          toast.show({
            severity: "success",
            summary: t("attachments.moved.title"),
            detail: t("attachments.moved.detail", { count: files.length, organization: org.name }),
          });
          onDone();
        },
        onError: (error) => toast.show({ ...failureText(t("attachments.moveFailed"), error, i18n), severity: "error" }),
      },
    );

  const remove = (files: readonly InstructionFile[]) =>
    confirmDialog({
      header: t("attachments.delete.header"),
      message: files.length === 1 ? t("attachments.delete.confirmOne", { name: files[0]!.name }) : t("attachments.delete.confirmMany", { count: files.length }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("attachments.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        deleteFiles.mutate(
          files.map((file) => file.path),
          {
            onSuccess: () => {
              toast.show({ severity: "success", summary: t("attachments.delete.header"), detail: t("attachments.delete.done", { count: files.length }) });
              onDone();
            },
            onError: showFailure,
          },
        ),
    });

  const download = (files: readonly InstructionFile[]) => {
    for (const file of files)
      downloadFile(file).catch((error: unknown) =>
        toast.show({ ...failureText(t("attachments.downloadFailed", { name: file.name }), error, i18n), severity: "error" }),
      );
  };

  return { move, remove, download, busy: moveFiles.isPending || deleteFiles.isPending };
}
