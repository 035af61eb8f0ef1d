import type { Participant } from "@alarm/contract";
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
import { participantsQueryKey } from "../api/query-keys";

interface ParticipantOrganizationProps {
  participant: Participant;
  /** Moving reads the participant again, which would drop unsaved changes: then it waits. */
  blockedReason?: string;
}

/** An existing participant's organization: shown read-only, changed only by moving it (PUT /move). */
export function ParticipantOrganization({ participant, blockedReason }: ParticipantOrganizationProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { move, isPending } = useMoveToOrganization();
  const shown = useQuery(showOrganizationQueryOptions(participant.orgId));
  const path = shown.data?.id === participant.orgId ? displayOrgPath(shown.data.fullOrgPath) : participant.orgName;

  const moveTo = async (org: { id: number; name: string }) => {
    if (org.id === participant.orgId) return;
    if ((await move({ id: participant.id, objectType: "PARTICIPANT", newOrgId: org.id })) !== "moved") return;
    toast.show({
      severity: "success",
      summary: t("participants.organization.movedTitle"),
      detail: t("participants.organization.moved", { name: participant.fullName, organization: org.name }),
    });
    await queryClient.invalidateQueries({ queryKey: participantsQueryKey });
  };

  return (
    <div className="form-field">
      <label htmlFor="participant-organization">{t("participants.editor.organization")}</label>
      <div className="participant-editor__org">
        <InputText id="participant-organization" value={path} title={path} readOnly aria-describedby="participant-organization-hint" />
        <Button
          type="button"
          label={t("participants.organization.move")}
          icon="pi pi-arrow-right-arrow-left"
          outlined
          loading={isPending}
          disabled={Boolean(blockedReason)}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      </div>
      <small id="participant-organization-hint" className="form-field__hint">
        {blockedReason ?? t("participants.organization.hint")}
      </small>
      <OrganizationPicker
        visible={open}
        onHide={() => setOpen(false)}
        value={participant.orgId}
        header={t("participants.organization.pickerHeader", { name: participant.fullName })}
        onSelect={(org) => void moveTo(org)}
      />
    </div>
  );
}
