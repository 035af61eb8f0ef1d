import type { InstructionFile, InstructionFileGroup } from "@alarm/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { FileGroups, type FileClick } from "./file-groups";
import type { AttachmentView } from "./view-preference";

interface AttachmentsContentProps {
  list: UseQueryResult<InstructionFileGroup[]>;
  /** The loaded groups, sorted. */
  groups: readonly InstructionFileGroup[];
  filter: string;
  view: AttachmentView;
  selection: ReadonlySet<string>;
  onClick: (file: InstructionFile, how: FileClick) => void;
  onOpen: (file: InstructionFile) => void;
  onDrop: (files: File[]) => void;
  onChooseFiles: () => void;
}

/** The files, or the loading, error or empty state; files dropped anywhere here are uploaded. */
export function AttachmentsContent({ list, groups, filter, onDrop, onChooseFiles, ...shown }: AttachmentsContentProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes("Files")) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const files = [...event.dataTransfer.files];
      if (files.length) onDrop(files);
    },
  };

  let body;
  if (list.isPending) body = <PageSpinner />;
  else if (list.isError && !list.data)
    body = (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={t("attachments.loadError")} text={isApiError(list.error) ? list.error.reason : undefined}>
        <Button label={t("attachments.retry")} icon="pi pi-refresh" outlined onClick={() => void list.refetch()} />
      </StateCard>
    );
  else if (groups.length === 0)
    body = filter ? (
      <StateCard icon="pi-search" title={t("attachments.empty.noMatchTitle")} text={t("attachments.empty.noMatch", { filter })} />
    ) : (
      <StateCard icon="pi-paperclip" title={t("attachments.empty.title")} text={t("attachments.empty.text")}>
        <Button label={t("attachments.actions.upload")} icon="pi pi-upload" outlined onClick={onChooseFiles} />
      </StateCard>
    );
  else body = <FileGroups groups={groups} {...shown} />;

  return (
    <div className={`attachments-drop${dragging ? " attachments-drop--active" : ""}`} {...dropHandlers}>
      {body}
      {dragging && (
        <div className="attachments-drop__hint cluster" aria-hidden="true">
          <i className="pi pi-cloud-upload" /> {t("attachments.dropHint")}
        </div>
      )}
    </div>
  );
}
