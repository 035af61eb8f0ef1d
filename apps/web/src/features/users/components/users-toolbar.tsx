import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { USER_COLUMNS, type UserColumnKey } from "./user-columns";

interface UsersToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  recursive: boolean;
  onRecursive: (recursive: boolean) => void;
  columns: readonly UserColumnKey[];
  onColumns: (columns: UserColumnKey[]) => void;
  /** Whether a row is selected, for Edit and Delete. */
  hasSelection: boolean;
  onNew: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function UsersToolbar(props: UsersToolbarProps) {
  const { t } = useTranslation();
  const { search, onSearch, recursive, onRecursive, columns, onColumns, hasSelection, onNew, onEdit, onDelete } = props;
  const columnOptions = USER_COLUMNS.map((column) => ({ value: column.key, label: t(column.headerKey) }));

  return (
    <div className="users-toolbar">
      <div className="users-toolbar__filters">
        <label htmlFor="users-search" className="visually-hidden">
          {t("users.toolbar.search")}
        </label>
        <IconField iconPosition="left" className="users-toolbar__search">
          <InputIcon className="pi pi-search" />
          <InputText
            id="users-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t("users.toolbar.searchPlaceholder")}
            maxLength={200}
          />
        </IconField>
        <div className="users-toolbar__switch">
          <InputSwitch inputId="users-recursive" checked={recursive} onChange={(event) => onRecursive(Boolean(event.value))} />
          <label htmlFor="users-recursive">{t("users.toolbar.includeSubOrganizations")}</label>
        </div>
      </div>
      <div className="users-toolbar__actions">
        <label htmlFor="users-columns" className="visually-hidden">
          {t("users.toolbar.columns")}
        </label>
        <MultiSelect
          inputId="users-columns"
          className="users-toolbar__columns"
          value={columns}
          options={columnOptions}
          onChange={(event) => onColumns(event.value as UserColumnKey[])}
          placeholder={t("users.toolbar.columns")}
          selectedItemsLabel={t("users.toolbar.columnsSelected", { shown: columns.length })}
          maxSelectedLabels={0}
          showSelectAll={false}
          dropdownIcon="pi pi-table"
          aria-label={t("users.toolbar.columns")}
        />
        <Button label={t("users.toolbar.new")} icon="pi pi-plus" onClick={onNew} />
        <Button label={t("users.toolbar.edit")} icon="pi pi-pencil" outlined disabled={!hasSelection} onClick={onEdit} />
        <Button label={t("users.toolbar.delete")} icon="pi pi-trash" severity="danger" outlined disabled={!hasSelection} onClick={onDelete} />
      </div>
    </div>
  );
}
