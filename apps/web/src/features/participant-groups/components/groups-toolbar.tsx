import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { GROUP_COLUMNS, type GroupColumnKey } from "./group-columns";

interface GroupsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  recursive: boolean;
  onRecursive: (recursive: boolean) => void;
  columns: readonly GroupColumnKey[];
  onColumns: (columns: GroupColumnKey[]) => void;
  hasSelection: boolean;
  onNew: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function GroupsToolbar(props: GroupsToolbarProps) {
  const { t } = useTranslation();
  const { search, onSearch, recursive, onRecursive, columns, onColumns, hasSelection, onNew, onEdit, onDelete } = props;
  const columnOptions = GROUP_COLUMNS.map((column) => ({ value: column.key, label: t(column.headerKey) }));

  return (
    <div className="groups-toolbar">
      <div className="groups-toolbar__filters">
        <label htmlFor="groups-search" className="visually-hidden">
          {t("participantGroups.toolbar.search")}
        </label>
        <IconField iconPosition="left" className="groups-toolbar__search">
          <InputIcon className="pi pi-search" />
          <InputText
            id="groups-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t("participantGroups.toolbar.searchPlaceholder")}
            maxLength={200}
          />
        </IconField>
        <div className="groups-toolbar__switch">
          <InputSwitch inputId="groups-recursive" checked={recursive} onChange={(event) => onRecursive(Boolean(event.value))} />
          <label htmlFor="groups-recursive">{t("participantGroups.toolbar.includeSubOrganizations")}</label>
        </div>
        <label htmlFor="groups-columns" className="visually-hidden">
          {t("participantGroups.toolbar.columns")}
        </label>
        <MultiSelect
          inputId="groups-columns"
          className="groups-toolbar__columns"
          value={columns}
          options={columnOptions}
          onChange={(event) => onColumns(event.value as GroupColumnKey[])}
          placeholder={t("participantGroups.toolbar.columns")}
          selectedItemsLabel={t("participantGroups.toolbar.columnsSelected", { shown: columns.length })}
          maxSelectedLabels={0}
          showSelectAll={false}
          dropdownIcon="pi pi-table"
          aria-label={t("participantGroups.toolbar.columns")}
        />
      </div>
      <div className="groups-toolbar__actions">
        <Button label={t("participantGroups.toolbar.new")} icon="pi pi-plus" onClick={onNew} />
        <Button label={t("participantGroups.toolbar.edit")} icon="pi pi-pencil" outlined disabled={!hasSelection} onClick={onEdit} />
        <Button label={t("participantGroups.toolbar.delete")} icon="pi pi-trash" severity="danger" outlined disabled={!hasSelection} onClick={onDelete} />
      </div>
    </div>
  );
}
