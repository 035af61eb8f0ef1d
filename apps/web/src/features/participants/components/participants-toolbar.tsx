import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { PARTICIPANT_COLUMNS, type ParticipantColumnKey } from "./participant-columns";

interface ParticipantsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  recursive: boolean;
  onRecursive: (recursive: boolean) => void;
  columns: readonly ParticipantColumnKey[];
  onColumns: (columns: ParticipantColumnKey[]) => void;
  /** Whether a row is selected, for Edit, Clone and Delete. */
  hasSelection: boolean;
  cloning: boolean;
  onNew: () => void;
  onEdit: () => void;
  onClone: () => void;
  onDelete: () => void;
}

export function ParticipantsToolbar(props: ParticipantsToolbarProps) {
  const { t } = useTranslation();
  const { search, onSearch, recursive, onRecursive, columns, onColumns, hasSelection, cloning, onNew, onEdit, onClone, onDelete } = props;
  const columnOptions = PARTICIPANT_COLUMNS.map((column) => ({ value: column.key, label: t(column.headerKey) }));

  return (
    <div className="participants-toolbar">
      <div className="participants-toolbar__filters">
        <label htmlFor="participants-search" className="visually-hidden">
          {t("participants.toolbar.search")}
        </label>
        <IconField iconPosition="left" className="participants-toolbar__search">
          <InputIcon className="pi pi-search" />
          <InputText
            id="participants-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t("participants.toolbar.searchPlaceholder")}
            maxLength={200}
          />
        </IconField>
        <div className="participants-toolbar__switch">
          <InputSwitch inputId="participants-recursive" checked={recursive} onChange={(event) => onRecursive(Boolean(event.value))} />
          <label htmlFor="participants-recursive">{t("participants.toolbar.includeSubOrganizations")}</label>
        </div>
        <label htmlFor="participants-columns" className="visually-hidden">
          {t("participants.toolbar.columns")}
        </label>
        <MultiSelect
          inputId="participants-columns"
          className="participants-toolbar__columns"
          value={columns}
          options={columnOptions}
          onChange={(event) => onColumns(event.value as ParticipantColumnKey[])}
          placeholder={t("participants.toolbar.columns")}
          selectedItemsLabel={t("participants.toolbar.columnsSelected", { shown: columns.length })}
          maxSelectedLabels={0}
          showSelectAll={false}
          dropdownIcon="pi pi-table"
          aria-label={t("participants.toolbar.columns")}
        />
      </div>
      <div className="participants-toolbar__actions">
        <Button label={t("participants.toolbar.new")} icon="pi pi-plus" onClick={onNew} />
        <Button label={t("participants.toolbar.edit")} icon="pi pi-pencil" outlined disabled={!hasSelection} onClick={onEdit} />
        <Button label={t("participants.toolbar.clone")} icon="pi pi-copy" outlined disabled={!hasSelection} loading={cloning} onClick={onClone} />
        <Button label={t("participants.toolbar.delete")} icon="pi pi-trash" severity="danger" outlined disabled={!hasSelection} onClick={onDelete} />
      </div>
    </div>
  );
}
