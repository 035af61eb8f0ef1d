import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./object-list.css";

/** The column chooser of the toolbar; `placement` keeps each screen's layout. */
export interface ToolbarColumnChooser<K extends string> {
  columns: readonly K[];
  options: { value: K; label: string }[];
  onColumns: (columns: K[]) => void;
  placement: "filters" | "actions";
}

interface ObjectListToolbarProps<K extends string> {
  /** Prefix of the ids and class names: `<name>-search`, `<name>-recursive`, `<name>-columns`, `.<name>-toolbar…`. */
  name: string;
  /**
   * Translation keys under this prefix: search, searchPlaceholder, includeSubOrganizations, new, edit,
   * delete and, with a column chooser, columns and columnsSelected.
   */
  textKeys: string;
  search: string;
  onSearch: (text: string) => void;
  recursive: boolean;
  onRecursive: (recursive: boolean) => void;
  columnChooser?: ToolbarColumnChooser<K>;
  /** Whether a row is selected, for Edit, Delete and the extra actions. */
  hasSelection: boolean;
  /** Each of New, Edit and Delete is shown when its callback is given. */
  onNew?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Buttons between Edit and Delete (e.g. Clone), or the screen's own actions. */
  extraActions?: ReactNode;
}

/** The toolbar above an object list: search, include-sub-organizations switch, column chooser, New/Edit/Delete and the screen's own actions. */
export function ObjectListToolbar<K extends string>(props: ObjectListToolbarProps<K>) {
  const { t } = useTranslation();
  const { name, textKeys, search, onSearch, recursive, onRecursive, columnChooser, hasSelection, onNew, onEdit, onDelete, extraActions } = props;
  const chooser = columnChooser && (
    <>
      <label htmlFor={`${name}-columns`} className="visually-hidden">
        {t(`${textKeys}.columns`)}
      </label>
      <MultiSelect
        inputId={`${name}-columns`}
        className={`object-list-toolbar__columns ${name}-toolbar__columns`}
        value={columnChooser.columns}
        options={columnChooser.options}
        onChange={(event) => columnChooser.onColumns(event.value as K[])}
        placeholder={t(`${textKeys}.columns`)}
        selectedItemsLabel={t(`${textKeys}.columnsSelected`, { shown: columnChooser.columns.length })}
        maxSelectedLabels={0}
        showSelectAll={false}
        dropdownIcon="pi pi-table"
        aria-label={t(`${textKeys}.columns`)}
      />
    </>
  );

  return (
    <div className={`object-list-toolbar cluster wrap ${name}-toolbar`}>
      <div className={`object-list-toolbar__filters cluster wrap ${name}-toolbar__filters`}>
        <label htmlFor={`${name}-search`} className="visually-hidden">
          {t(`${textKeys}.search`)}
        </label>
        <IconField iconPosition="left" className={`object-list-toolbar__search ${name}-toolbar__search`}>
          <InputIcon className="pi pi-search" />
          <InputText
            id={`${name}-search`}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t(`${textKeys}.searchPlaceholder`)}
            maxLength={200}
          />
        </IconField>
        <div className={`object-list-toolbar__switch cluster ${name}-toolbar__switch`}>
          <InputSwitch inputId={`${name}-recursive`} checked={recursive} onChange={(event) => onRecursive(Boolean(event.value))} />
          <label htmlFor={`${name}-recursive`}>{t(`${textKeys}.includeSubOrganizations`)}</label>
        </div>
        {columnChooser?.placement === "filters" && chooser}
      </div>
      <div className={`object-list-toolbar__actions cluster wrap ${name}-toolbar__actions`}>
        {columnChooser?.placement === "actions" && chooser}
        {onNew && <Button label={t(`${textKeys}.new`)} icon="pi pi-plus" onClick={onNew} />}
        {onEdit && <Button label={t(`${textKeys}.edit`)} icon="pi pi-pencil" outlined disabled={!hasSelection} onClick={onEdit} />}
        {extraActions}
        {onDelete && <Button label={t(`${textKeys}.delete`)} icon="pi pi-trash" severity="danger" outlined disabled={!hasSelection} onClick={onDelete} />}
      </div>
    </div>
  );
}
