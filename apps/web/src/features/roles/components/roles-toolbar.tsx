import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";

interface RolesToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  recursive: boolean;
  onRecursive: (recursive: boolean) => void;
  hasSelection: boolean;
  onNew: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function RolesToolbar({ search, onSearch, recursive, onRecursive, hasSelection, onNew, onEdit, onDelete }: RolesToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="roles-toolbar">
      <div className="roles-toolbar__filters">
        <label htmlFor="roles-search" className="visually-hidden">
          {t("roles.toolbar.search")}
        </label>
        <IconField iconPosition="left" className="roles-toolbar__search">
          <InputIcon className="pi pi-search" />
          <InputText
            id="roles-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t("roles.toolbar.searchPlaceholder")}
            maxLength={200}
          />
        </IconField>
        <div className="roles-toolbar__switch">
          <InputSwitch inputId="roles-recursive" checked={recursive} onChange={(event) => onRecursive(Boolean(event.value))} />
          <label htmlFor="roles-recursive">{t("roles.toolbar.includeSubOrganizations")}</label>
        </div>
      </div>
      <div className="roles-toolbar__actions">
        <Button label={t("roles.toolbar.new")} icon="pi pi-plus" onClick={onNew} />
        <Button label={t("roles.toolbar.edit")} icon="pi pi-pencil" outlined disabled={!hasSelection} onClick={onEdit} />
        <Button label={t("roles.toolbar.delete")} icon="pi pi-trash" severity="danger" outlined disabled={!hasSelection} onClick={onDelete} />
      </div>
    </div>
  );
}
