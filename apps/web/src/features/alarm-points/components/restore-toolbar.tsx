import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";

interface RestoreToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  recursive: boolean;
  onRecursive: (recursive: boolean) => void;
  hasSelection: boolean;
  canRestore: boolean;
  busy: boolean;
  onOpen: () => void;
  onRestore: () => void;
}

/**
 * The toolbar of the deleted alarm points: search and the sub-organizations switch like every
 * list, but Open and Restore instead of New, Edit and Delete.
 */
export function RestoreToolbar({ search, onSearch, recursive, onRecursive, hasSelection, canRestore, busy, onOpen, onRestore }: RestoreToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="object-list-toolbar deleted-points-toolbar">
      <div className="object-list-toolbar__filters">
        <label htmlFor="deleted-points-search" className="visually-hidden">
          {t("alarmPoints.toolbar.search")}
        </label>
        <IconField iconPosition="left" className="object-list-toolbar__search">
          <InputIcon className="pi pi-search" />
          <InputText id="deleted-points-search" type="search" value={search} onChange={(event) => onSearch(event.target.value)} placeholder={t("alarmPoints.toolbar.searchPlaceholder")} maxLength={200} />
        </IconField>
        <div className="object-list-toolbar__switch">
          <InputSwitch inputId="deleted-points-recursive" checked={recursive} onChange={(event) => onRecursive(Boolean(event.value))} />
          <label htmlFor="deleted-points-recursive">{t("alarmPoints.toolbar.includeSubOrganizations")}</label>
        </div>
      </div>
      <div className="object-list-toolbar__actions">
        <Button label={t("alarmPoints.toolbar.open")} icon="pi pi-eye" outlined disabled={!hasSelection} onClick={onOpen} />
        {canRestore && <Button label={t("alarmPoints.actions.restore")} icon="pi pi-replay" disabled={!hasSelection} loading={busy} onClick={onRestore} />}
      </div>
    </div>
  );
}
