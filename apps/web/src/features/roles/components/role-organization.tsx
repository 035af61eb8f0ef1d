import type { Role } from "@alarm/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { displayOrgPath } from "../../../components/organization-picker/organization-path";
import { OrganizationPicker } from "../../../components/organization-picker/organization-picker";
import { showOrganizationQueryOptions } from "../../../components/organization-picker/organization-queries";
import { useMoveToOrganization } from "../../../components/organization-picker/use-move";
import { useToast } from "../../../components/toast/toast-context";
import { rolesQueryKey } from "../api/query-keys";

/** An existing role's organization: shown read-only, changed only by moving the role (PUT /move). */
export function RoleOrganization({ role }: { role: Role }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { move, isPending } = useMoveToOrganization();
  const shown = useQuery(showOrganizationQueryOptions(role.orgId));
  const path = shown.data?.id === role.orgId ? displayOrgPath(shown.data.fullOrgPath) : role.orgName;

  const moveTo = async (org: { id: number; name: string }) => {
    if (org.id === role.orgId) return;
    if ((await move({ id: role.id, objectType: "USERGROUP", newOrgId: org.id })) !== "moved") return;
    toast.show({
      severity: "success",
      summary: t("roles.organization.movedTitle"),
      detail: t("roles.organization.moved", { name: role.name, organization: org.name }),
    });
    await queryClient.invalidateQueries({ queryKey: rolesQueryKey });
  };

  return (
    <div className="form-field">
      <label htmlFor="role-organization">{t("roles.editor.organization")}</label>
      <div className="role-editor__org">
        <InputText id="role-organization" value={path} title={path} readOnly aria-describedby="role-organization-hint" />
        <Button
          type="button"
          label={t("roles.organization.move")}
          icon="pi pi-arrow-right-arrow-left"
          outlined
          loading={isPending}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      </div>
      <small id="role-organization-hint" className="form-field__hint">
        {t("roles.organization.hint")}
      </small>
      <OrganizationPicker
        visible={open}
        onHide={() => setOpen(false)}
        value={role.orgId}
        header={t("roles.organization.pickerHeader", { name: role.name })}
        onSelect={(org) => void moveTo(org)}
      />
    </div>
  );
}
