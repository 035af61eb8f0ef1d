import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { SelectButton } from "primereact/selectbutton";
import { useTranslation } from "react-i18next";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import type { SortOrder } from "./file-order";
import type { AttachmentView } from "./view-preference";

interface AttachmentsToolbarProps {
  orgId: number;
  onOrganization: (org: { id: number; name: string }) => void;
  search: string;
  onSearch: (text: string) => void;
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
  view: AttachmentView;
  onView: (view: AttachmentView) => void;
  /** Files shown and how many of them are selected, for "select all". */
  shown: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  onChooseFiles: () => void;
  onDownload: () => void;
  onMove: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** Organization, search, sort, view, selection and the actions on the selected files. */
export function AttachmentsToolbar(props: AttachmentsToolbarProps) {
  const { t } = useTranslation();
  const { shown, selected } = props;
  const nothing = selected === 0 || props.busy;
  const ascending = props.sort === "ASCENDING";
  return (
    <div className="attachments-toolbar stack gap-m">
      <div className="attachments-toolbar__row">
        <OrganizationField id="attachments-organization" label={t("attachments.organization")} value={props.orgId} onChange={props.onOrganization} />
        <div className="form-field attachments-toolbar__search">
          <label htmlFor="attachments-search">{t("attachments.search")}</label>
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText
              id="attachments-search"
              type="search"
              value={props.search}
              maxLength={200}
              placeholder={t("attachments.searchPlaceholder")}
              onChange={(event) => props.onSearch(event.target.value)}
            />
          </IconField>
        </div>
        <div className="attachments-toolbar__view row">
          <Button
            type="button"
            className="attachments-sort"
            icon={ascending ? "pi pi-sort-alpha-down" : "pi pi-sort-alpha-up-alt"}
            label={t(ascending ? "attachments.sort.ascending" : "attachments.sort.descending")}
            title={t("attachments.sort.toggle")}
            outlined
            onClick={() => props.onSort(ascending ? "DESCENDING" : "ASCENDING")}
          />
          <SelectButton
            className="attachments-view"
            value={props.view}
            allowEmpty={false}
            options={[
              { value: "grid", icon: "pi pi-th-large", label: t("attachments.view.grid") },
              { value: "list", icon: "pi pi-list", label: t("attachments.view.list") },
            ]}
            itemTemplate={(option: { icon: string; label: string }) => <i className={option.icon} title={option.label} aria-hidden="true" />}
            onChange={(event) => event.value && props.onView(event.value as AttachmentView)}
          />
        </div>
      </div>
      <div className="attachments-toolbar__row attachments-toolbar__actions">
        <label className="attachments-select-all cluster">
          <input
            type="checkbox"
            checked={shown > 0 && selected === shown}
            ref={(box) => {
              if (box) box.indeterminate = selected > 0 && selected < shown;
            }}
            disabled={shown === 0}
            onChange={(event) => props.onSelectAll(event.target.checked)}
          />
          {selected > 0 ? t("attachments.selectedCount", { count: selected }) : t("attachments.selectAll")}
        </label>
        <span className="attachments-toolbar__spacer grow" />
        <Button type="button" label={t("attachments.actions.upload")} icon="pi pi-upload" onClick={props.onChooseFiles} />
        <Button type="button" label={t("attachments.actions.download")} icon="pi pi-download" outlined disabled={nothing} onClick={props.onDownload} />
        <Button type="button" label={t("attachments.actions.move")} icon="pi pi-arrow-right-arrow-left" outlined disabled={nothing} onClick={props.onMove} />
        <Button
          type="button"
          label={t("attachments.actions.delete")}
          icon="pi pi-trash"
          severity="danger"
          outlined
          disabled={nothing}
          onClick={props.onDelete}
        />
      </div>
    </div>
  );
}
