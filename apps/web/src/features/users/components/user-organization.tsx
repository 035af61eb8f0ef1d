import type { User } from "@alarm/contract";
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
import { usersQueryKey } from "../api/query-keys";

/** An existing user's organization: shown read-only, changed only by moving the user (PUT /move). */
export function UserOrganization({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { move, isPending } = useMoveToOrganization();
  const shown = useQuery(showOrganizationQueryOptions(user.orgId));
  const path = shown.data?.id === user.orgId ? displayOrgPath(shown.data.fullOrgPath) : user.orgName;

  const moveTo = async (org: { id: number; name: string }) => {
    if (org.id === user.orgId) return;
    if ((await move({ id: user.id, objectType: "USER", newOrgId: org.id })) !== "moved") return;
    toast.show({
      severity: "success",
      summary: t("users.organization.movedTitle"),
      detail: t("users.organization.moved", { login: user.login, organization: org.name }),
    });
    await queryClient.invalidateQueries({ queryKey: usersQueryKey });
  };

  return (
    <div className="form-field">
      <label htmlFor="user-organization">{t("users.editor.organization")}</label>
      <div className="user-editor__org">
        <InputText id="user-organization" value={path} title={path} readOnly aria-describedby="user-organization-hint" />
        <Button
          type="button"
          label={t("users.organization.move")}
          icon="pi pi-arrow-right-arrow-left"
          outlined
          loading={isPending}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      </div>
      <small id="user-organization-hint" className="form-field__hint">
        {t("users.organization.hint")}
      </small>
      <OrganizationPicker
        visible={open}
        onHide={() => setOpen(false)}
        value={user.orgId}
        header={t("users.organization.pickerHeader", { login: user.login })}
        onSelect={(org) => void moveTo(org)}
      />
    </div>
  );
}
