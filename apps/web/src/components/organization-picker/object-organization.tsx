import type { ObjectType } from "@alarm/contract";
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useToast } from "../toast/toast-context";
import { displayOrgPath } from "./organization-path";
import { OrganizationPicker } from "./organization-picker";
import { showOrganizationQueryOptions } from "./organization-queries";
import { useMoveToOrganization } from "./use-move";

export interface ObjectOrganizationProps {
  /** The input's id; the label points to it. */
  id: string;
  object: { id: number; orgId: number; orgName: string };
  objectType: ObjectType;
  /** Queries to refresh after a move. */
  queryKey: QueryKey;
  texts: { label: string; move: string; hint: string; pickerHeader: string; movedTitle: string; moved: (organization: string) => string };
}

/** An existing object's organization: shown read-only, changed only by moving the object (PUT /move). */
export function ObjectOrganization({ id, object, objectType, queryKey, texts }: ObjectOrganizationProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { move, isPending } = useMoveToOrganization();
  const shown = useQuery(showOrganizationQueryOptions(object.orgId));
  const path = shown.data?.id === object.orgId ? displayOrgPath(shown.data.fullOrgPath) : object.orgName;

  const moveTo = async (org: { id: number; name: string }) => {
    if (org.id === object.orgId) return;
    if ((await move({ id: object.id, objectType, newOrgId: org.id })) !== "moved") return;
    toast.show({ severity: "success", summary: texts.movedTitle, detail: texts.moved(org.name) });
    await queryClient.invalidateQueries({ queryKey });
  };

  return (
    <div className="form-field">
      <label htmlFor={id}>{texts.label}</label>
      <div className="object-organization">
        <InputText id={id} value={path} title={path} readOnly aria-describedby={`${id}-hint`} />
        <Button
          type="button"
          label={texts.move}
          icon="pi pi-arrow-right-arrow-left"
          outlined
          loading={isPending}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      </div>
      <small id={`${id}-hint`} className="form-field__hint">
        {texts.hint}
      </small>
      <OrganizationPicker visible={open} onHide={() => setOpen(false)} value={object.orgId} header={texts.pickerHeader} onSelect={(org) => void moveTo(org)} />
    </div>
  );
}
