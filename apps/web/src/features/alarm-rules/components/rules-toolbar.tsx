import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface RulesToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** New, once there are rules (otherwise the empty state offers it). */
  newButton: ReactNode;
}

/** The search box and New. */
export function RulesToolbar({ search, onSearch, newButton }: RulesToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="object-list-toolbar cluster wrap">
      <div className="object-list-toolbar__filters cluster wrap">
        <label htmlFor="alarm-rules-search" className="visually-hidden">
          {t("alarmRules.list.search")}
        </label>
        <IconField iconPosition="left" className="object-list-toolbar__search">
          <InputIcon className="pi pi-search" />
          <InputText
            id="alarm-rules-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t("alarmRules.list.searchPlaceholder")}
            maxLength={200}
          />
        </IconField>
      </div>
      <div className="object-list-toolbar__actions cluster wrap">{newButton}</div>
    </div>
  );
}

/** Whose rules are shown, and the way to pick another organization. */
export function RulesScope({ organizationName, onChange }: { organizationName: string; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="object-list-card__scope cluster wrap gap-s">
      <i className="pi pi-building muted" aria-hidden="true" />
      <span className="muted" data-testid="alarm-rules-scope">
        {t("alarmRules.list.scope", { organization: organizationName })}
      </span>
      <Button
        type="button"
        label={t("alarmRules.list.changeOrganization")}
        icon="pi pi-sitemap"
        link
        size="small"
        aria-haspopup="dialog"
        data-testid="alarm-rules-organization"
        onClick={onChange}
      />
    </div>
  );
}
