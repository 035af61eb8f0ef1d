import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OrganizationScope, type usePickedOrganization } from "../organization-picker/organization-scope";
import "./object-list.css";

interface SearchedListHeaderProps {
  /** The search box is `#<name>-search`; the scope's test ids are `<name>-scope` and `<name>-organization`. */
  name: string;
  /** The translation section: `<section>.list.{search,searchPlaceholder,scope,changeOrganization,pickerHeader}`. */
  section: string;
  search: string;
  onSearch: (search: string) => void;
  /** New, once there is something to search (otherwise the empty state offers it). */
  newButton: ReactNode;
  /** Whose objects are listed, and picking another organization. */
  scope: ReturnType<typeof usePickedOrganization>;
}

/**
 * Above a list that one page holds whole, searched in the browser: the search box and New, and the
 * line naming the organization listed, with the button that picks another.
 */
export function SearchedListHeader({ name, section, search, onSearch, newButton, scope }: SearchedListHeaderProps) {
  const { t } = useTranslation();
  const id = `${name}-search`;
  return (
    <>
      <div className="object-list-toolbar cluster wrap">
        <div className="object-list-toolbar__filters cluster wrap">
          <label htmlFor={id} className="visually-hidden">
            {t(`${section}.list.search`)}
          </label>
          <IconField iconPosition="left" className="object-list-toolbar__search">
            <InputIcon className="pi pi-search" />
            <InputText
              id={id}
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              placeholder={t(`${section}.list.searchPlaceholder`)}
              maxLength={200}
            />
          </IconField>
        </div>
        <div className="object-list-toolbar__actions cluster wrap">{newButton}</div>
      </div>
      {scope.organization && (
        <OrganizationScope
          testIdPrefix={name}
          text={t(`${section}.list.scope`, { organization: scope.organization.name })}
          changeLabel={t(`${section}.list.changeOrganization`)}
          pickerHeader={t(`${section}.list.pickerHeader`)}
          orgId={scope.orgId}
          onPick={scope.pick}
        />
      )}
    </>
  );
}
