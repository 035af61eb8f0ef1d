import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputSwitch } from "primereact/inputswitch";
import { useId, useState, type JSX } from "react";
import { useTranslation } from "react-i18next";
import { displayOrgPath } from "./organization-path";
import { showOrganizationQueryOptions, type PickedOrganization } from "./organization-queries";
import { OrganizationTree } from "./organization-tree";

export interface OrganizationPickerProps {
  visible: boolean;
  onHide: () => void;
  /** Called with the chosen organization when the user presses Select. */
  onSelect: (organization: { id: number; name: string; fullOrgPath: string }) => void;
  /** Preselected organization id. */
  value?: number | null;
  /** Show the "include child organizations" toggle; its value is passed as second argument. */
  showIncludeChildren?: boolean;
  onSelectWithChildren?: (organization: { id: number; name: string; fullOrgPath: string }, includeChildren: boolean) => void;
  header?: string;
}

/** The organization dialog is 30em by 30em (docs/domain-rules.md#organization-picker). */
const DIALOG_STYLE = { width: "30em", height: "30em" };
/** On phones the dialog takes the screen's width instead. */
const DIALOG_BREAKPOINTS = { "640px": "95vw" };

/**
 * The organization picker dialog (docs/domain-rules.md#organization-picker): a lazily loaded tree
 * of the caller's organizations with a name search, Cancel and Select. Select calls `onSelect`
 * (and, with the child-organization toggle shown, `onSelectWithChildren`) and then closes the
 * dialog.
 */
export function OrganizationPicker(props: OrganizationPickerProps): JSX.Element {
  const { visible, onHide, header } = props;
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={header ?? t("organizationPicker.title")}
      style={DIALOG_STYLE}
      breakpoints={DIALOG_BREAKPOINTS}
      contentClassName="org-picker__content"
      draggable={false}
      resizable={false}
      modal
      dismissableMask
    >
      {/* The dialog's content is mounted while it is open only, so each opening starts afresh. */}
      <PickerBody {...props} />
    </Dialog>
  );
}

function PickerBody({ onHide, onSelect, value, showIncludeChildren, onSelectWithChildren }: OrganizationPickerProps) {
  const { t } = useTranslation();
  const toggleId = useId();
  const [picked, setPicked] = useState<PickedOrganization | null>(null);
  const [includeChildren, setIncludeChildren] = useState(true);
  const preselected = useQuery({ ...showOrganizationQueryOptions(value ?? 0), enabled: value != null && picked === null });

  const chosen: PickedOrganization | null =
    picked ?? (value != null && preselected.data ? { id: preselected.data.id, name: preselected.data.name, fullOrgPath: preselected.data.fullOrgPath } : null);

  const confirm = (organization: PickedOrganization | null) => {
    if (!organization) return;
    onSelect(organization);
    if (showIncludeChildren) onSelectWithChildren?.(organization, includeChildren);
    onHide();
  };

  return (
    <div className="org-picker stack gap-m grow">
      <OrganizationTree
        label={t("organizationPicker.treeLabel")}
        selectedId={chosen?.id ?? value ?? null}
        onSelect={setPicked}
        onChoose={confirm}
        revealId={value ?? null}
        searchable
        className="org-picker__tree"
      />
      <p className="org-picker__chosen breakable muted" aria-live="polite">
        {chosen ? (
          <>
            <span className="org-picker__chosen-label">{t("organizationPicker.chosen")}</span> <strong>{displayOrgPath(chosen.fullOrgPath)}</strong>
          </>
        ) : (
          t("organizationPicker.nothingChosen")
        )}
      </p>
      {showIncludeChildren && (
        <div className="org-picker__children cluster gap-m">
          <InputSwitch inputId={toggleId} checked={includeChildren} onChange={(event) => setIncludeChildren(Boolean(event.value))} />
          <label htmlFor={toggleId}>{t("organizationPicker.includeChildren")}</label>
        </div>
      )}
      <div className="org-picker__footer row gap-m end">
        <Button type="button" label={t("common.cancel")} icon="pi pi-times" outlined onClick={onHide} />
        <Button type="button" label={t("organizationPicker.select")} icon="pi pi-check" disabled={chosen === null} onClick={() => confirm(chosen)} />
      </div>
    </div>
  );
}
