import type { AlarmPoint } from "@alarm/contract";
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
import { alarmPointsQueryKey } from "../api/query-keys";

export const POINT_ORGANIZATION_ID = "alarm-point-organization";

/** A saved point's organization: shown read-only, changed only by moving the point (PUT /move). */
export function PointOrganization({ point, disabled, readOnly }: { point: AlarmPoint; disabled: boolean; readOnly: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { move, isPending } = useMoveToOrganization();
  const shown = useQuery(showOrganizationQueryOptions(point.orgId));
  const path = shown.data?.id === point.orgId ? displayOrgPath(shown.data.fullOrgPath) : point.orgName;

  const moveTo = async (org: { id: number; name: string }) => {
    if (org.id === point.orgId) return;
    if ((await move({ id: point.id, objectType: "ALARMPOINT", newOrgId: org.id })) !== "moved") return;
    toast.show({ severity: "success", summary: t("alarmPoints.organization.movedTitle"), detail: t("alarmPoints.organization.moved", { name: point.name, organization: org.name }) });
    await queryClient.invalidateQueries({ queryKey: alarmPointsQueryKey });
  };

  return (
    <div className="form-field">
      <label htmlFor={POINT_ORGANIZATION_ID}>{t("alarmPoints.editor.organization")}</label>
      <div className="point-editor__org">
        <InputText id={POINT_ORGANIZATION_ID} value={path} title={path} readOnly />
        {!readOnly && (
          <Button
            type="button"
            label={t("alarmPoints.organization.move")}
            icon="pi pi-arrow-right-arrow-left"
            outlined
            loading={isPending}
            disabled={disabled}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          />
        )}
      </div>
      {!readOnly && <small className="form-field__hint">{t("alarmPoints.organization.hint")}</small>}
      <OrganizationPicker
        visible={open}
        onHide={() => setOpen(false)}
        value={point.orgId}
        header={t("alarmPoints.organization.pickerHeader", { name: point.name })}
        onSelect={(org) => void moveTo(org)}
      />
    </div>
  );
}
