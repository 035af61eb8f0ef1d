import type { Organization } from "@alarm/contract";
import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";

interface DeleteOrganizationDialogProps {
  organization: Organization | null;
  onHide: () => void;
  onConfirm: (organization: Organization) => void;
}

/** Asks before an organization is deleted; the server refuses while it still holds anything. */
export function DeleteOrganizationDialog({ organization, onHide, onConfirm }: DeleteOrganizationDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      visible={organization !== null}
      onHide={onHide}
      header={t("organizations.delete.title")}
      message={organization ? t("organizations.delete.question", { name: organization.name }) : ""}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t("organizations.delete.confirm")}
      rejectLabel={t("common.cancel")}
      acceptIcon="pi pi-trash"
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      style={{ width: "min(32rem, 95vw)" }}
      accept={() => organization && onConfirm(organization)}
    />
  );
}
