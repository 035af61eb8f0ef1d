import { ROOT_ORG_ID } from "@alarm/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { OrganizationPicker } from "../../../components/organization-picker/organization-picker";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useDebouncedCallback } from "../../../lib/use-debounced-callback";
import { attachmentKeys, instructionFilesQuery } from "../api/instruction-files";
import { AttachmentsContent } from "./attachments-content";
import { AttachmentsToolbar } from "./attachments-toolbar";
import { FileInput } from "./file-input";
import { filesOf, sortedGroups, type SortOrder } from "./file-order";
import { UploadPanel } from "./upload-panel";
import { problemText } from "./upload-problems";
import { useFileActions } from "./use-file-actions";
import { useFileSelection } from "./use-file-selection";
import { useUploads } from "./use-uploads";
import { readView, writeView, type AttachmentView } from "./view-preference";

/** The files of an organization and its sub-organizations: browse, select, upload, move, delete, download. */
export function AttachmentsScreen() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const current = useCurrentOrganization();
  // The console's current organization, else organization 1 (docs/domain-rules.md#screens).
  const [chosenOrg, setChosenOrg] = useState<number | null>(null);
  const orgId = chosenOrg ?? current?.id ?? ROOT_ORG_ID;
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState("");
  const applySearch = useDebouncedCallback((text: string) => setFilter(text.trim()));
  const [sort, setSort] = useState<SortOrder>("ASCENDING");
  const [view, setView] = useState<AttachmentView>(() => readView(localStorage));
  const [moving, setMoving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseFiles = () => fileInput.current?.click();

  const list = useQuery(instructionFilesQuery(orgId, filter));
  const groups = sortedGroups(list.data ?? [], sort, i18n.language);
  const shown = filesOf(groups);
  const selection = useFileSelection(shown);
  const actions = useFileActions(selection.clear);
  const uploads = useUploads({
    onUploaded: () => void queryClient.invalidateQueries({ queryKey: attachmentKeys.all }),
    onFailed: (item) =>
      toast.show({
        severity: "error",
        summary: t("attachments.upload.failed"),
        detail: item.problem ? problemText(t, item.problem, item.file.name) : describeError(item.error, i18n).detail,
      }),
  });

  return (
    <div className="card attachments-card stack gap-l">
      <AttachmentsToolbar
        orgId={orgId}
        onOrganization={(org) => {
          setChosenOrg(org.id);
          selection.clear();
        }}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          applySearch(text);
        }}
        sort={sort}
        onSort={setSort}
        view={view}
        onView={(next) => {
          writeView(localStorage, next);
          setView(next);
        }}
        shown={shown.length}
        selected={selection.files.length}
        onSelectAll={selection.selectAll}
        onChooseFiles={chooseFiles}
        onDownload={() => actions.download(selection.files)}
        onMove={() => setMoving(true)}
        onDelete={() => actions.remove(selection.files)}
        busy={actions.busy}
      />
      <FileInput ref={fileInput} onFiles={(files) => uploads.upload(files, orgId)} />
      <UploadPanel items={uploads.items} onCancel={uploads.cancel} onReplace={uploads.replace} onDismiss={uploads.dismissFinished} />
      <AttachmentsContent
        list={list}
        groups={groups}
        filter={filter}
        view={view}
        selection={selection.selection}
        onClick={selection.click}
        onOpen={(file) => actions.download([file])}
        onDrop={(files) => uploads.upload(files, orgId)}
        onChooseFiles={chooseFiles}
      />
      <OrganizationPicker
        visible={moving}
        onHide={() => setMoving(false)}
        header={t("attachments.moveHeader", { count: selection.files.length })}
        onSelect={(org) => actions.move(selection.files, org)}
      />
    </div>
  );
}
