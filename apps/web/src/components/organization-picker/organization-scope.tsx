import { Button } from "primereact/button";
import { useState } from "react";
import { useCurrentOrganization } from "../../lib/current-organization";
import { OrganizationPicker } from "./organization-picker";

type Organization = { id: number; name: string };

/** The organization a list screen shows: the current one until another is picked on the screen. */
export function usePickedOrganization() {
  const current = useCurrentOrganization();
  const [picked, setPicked] = useState<Organization | null>(null);
  const organization: Organization | null = picked ?? current;
  return { organization, orgId: organization?.id ?? null, pick: setPicked };
}

interface OrganizationScopeProps {
  /** Prefix of the test ids: `<testIdPrefix>-scope` (the text) and `<testIdPrefix>-organization` (the button). */
  testIdPrefix: string;
  /** Whose objects are shown, e.g. "Rules of Depot". */
  text: string;
  changeLabel: string;
  pickerHeader: string;
  orgId: number | null;
  onPick: (organization: Organization) => void;
}

/** Whose objects a list shows, and the button that picks another organization in the picker dialog. */
export function OrganizationScope({ testIdPrefix, text, changeLabel, pickerHeader, orgId, onPick }: OrganizationScopeProps) {
  const [picking, setPicking] = useState(false);
  return (
    <div className="object-list-card__scope cluster wrap gap-s">
      <i className="pi pi-building muted" aria-hidden="true" />
      <span className="muted" data-testid={`${testIdPrefix}-scope`}>
        {text}
      </span>
      <Button
        type="button"
        label={changeLabel}
        icon="pi pi-sitemap"
        link
        size="small"
        aria-haspopup="dialog"
        data-testid={`${testIdPrefix}-organization`}
        onClick={() => setPicking(true)}
      />
      <OrganizationPicker
        visible={picking}
        onHide={() => setPicking(false)}
        value={orgId}
        header={pickerHeader}
        onSelect={(organization) => onPick({ id: organization.id, name: organization.name })}
      />
    </div>
  );
}
