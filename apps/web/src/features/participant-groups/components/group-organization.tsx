import type { ParticipantGroup } from "@alarm/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { displayOrgPath } from "../../../components/organization-picker/organization-path";
import { OrganizationPicker } from "../../../components/organization-picker/organization-picker";
import { showOrganizationQueryOptions } from "../../../components/organization-picker/organization-queries";
import { useMoveToOrganization } from "../../../components/organization-picker/use-move";
import { selectorKeys } from "../../../components/participant-selector/selector-queries";
import { useToast } from "../../../components/toast/toast-context";
import { participantGroupsQueryKey } from "../api/query-keys";

/** An existing group's organization: shown read-only, changed only by moving the group (PUT /move). */
export function GroupOrganization({ group, disabled }: { group: ParticipantGroup; disabled?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { move, isPending } = useMoveToOrganization();
  const shown = useQuery(showOrganizationQueryOptions(group.orgId));
  const path = shown.data?.id === group.orgId ? displayOrgPath(shown.data.fullOrgPath) : group.orgName;

  const moveTo = async (org: { id: number; name: string }) => {
    if (org.id === group.orgId) return;
    if ((await move({ id: group.id, objectType: "PARTICIPANT_GROUP", newOrgId: org.id })) !== "moved") return;
    toast.show({
      severity: "success",
      summary: t("participantGroups.organization.movedTitle"),
      detail: t("participantGroups.organization.moved", { name: group.name, organization: org.name }),
    });
    void queryClient.invalidateQueries({ queryKey: selectorKeys.all });
    await queryClient.invalidateQueries({ queryKey: participantGroupsQueryKey });
  };

  return (
    <div className="form-field">
      <label htmlFor="group-organization">{t("participantGroups.editor.organization")}</label>
      <div className="group-editor__org">
        <InputText id="group-organization" value={path} title={path} readOnly aria-describedby="group-organization-hint" />
        <Button
          type="button"
          label={t("participantGroups.organization.move")}
          icon="pi pi-arrow-right-arrow-left"
          outlined
          loading={isPending}
          disabled={disabled}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      </div>
      <small id="group-organization-hint" className="form-field__hint">
        {t("participantGroups.organization.hint")}
      </small>
      <OrganizationPicker
        visible={open}
        onHide={() => setOpen(false)}
        value={group.orgId}
        header={t("participantGroups.organization.pickerHeader", { name: group.name })}
        onSelect={(org) => void moveTo(org)}
      />
    </div>
  );
}
