import type { ObjectType } from "@alarm/contract";
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../toast/toast-context";
import { displayOrgPath } from "./organization-path";
import { OrganizationPicker } from "./organization-picker";
import { showOrganizationQueryOptions } from "./organization-queries";
import { useMoveToOrganization } from "./use-move";
import "./organization-picker.css";

export interface ObjectOrganizationProps {
  /** The input's id; the label points to it. */
  id: string;
  object: { id: number; orgId: number; orgName: string };
  /** What PUT /move moves; none for an object that is never moved (shown `readOnly`). */
  objectType?: ObjectType;
  /** Queries to refresh after a move. */
  queryKey: QueryKey;
  texts: { label: string; move: string; hint: string; pickerHeader: string; movedTitle: string; moved: (organization: string) => string };
  /** The move button is disabled (e.g. while the editor saves). */
  disabled?: boolean;
  /** The move waits for this reason, said instead of the hint (e.g. unsaved changes that a move would drop). */
  blockedReason?: string;
  /** Only shows the organization: no move button, no hint. */
  readOnly?: boolean;
  /** The move button beside the path instead of below it. */
  inline?: boolean;
  /** After a move, beside refreshing `queryKey` (e.g. other lists showing the object). */
  onMoved?: () => void;
}

/** An existing object's organization: shown read-only, changed only by moving the object (PUT /move). */
export function ObjectOrganization({ id, object, objectType, queryKey, texts, disabled, blockedReason, readOnly, inline, onMoved }: ObjectOrganizationProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { move, isPending } = useMoveToOrganization();
  const shown = useQuery(showOrganizationQueryOptions(object.orgId));
  const path = shown.data?.id === object.orgId ? displayOrgPath(shown.data.fullOrgPath) : object.orgName;

  const moveTo = async (org: { id: number; name: string }) => {
    if (org.id === object.orgId || !objectType) return;
    if ((await move({ id: object.id, objectType, newOrgId: org.id })) !== "moved") return;
    toast.show({ severity: "success", summary: texts.movedTitle, detail: texts.moved(org.name) });
    onMoved?.();
    await queryClient.invalidateQueries({ queryKey });
  };

  return (
    <div className="form-field">
      <label htmlFor={id}>{texts.label}</label>
      <div className={inline ? "object-organization object-organization--inline" : "object-organization"}>
        <InputText id={id} value={path} title={path} readOnly aria-describedby={readOnly ? undefined : `${id}-hint`} />
        {!readOnly && (
          <Button
            type="button"
            label={texts.move}
            icon="pi pi-arrow-right-arrow-left"
            outlined
            loading={isPending}
            disabled={disabled === true || Boolean(blockedReason)}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          />
        )}
      </div>
      {!readOnly && (
        <small id={`${id}-hint`} className="form-field__hint">
          {blockedReason ?? texts.hint}
        </small>
      )}
      <OrganizationPicker visible={open} onHide={() => setOpen(false)} value={object.orgId} header={texts.pickerHeader} onSelect={(org) => void moveTo(org)} />
    </div>
  );
}

/**
 * ObjectOrganization with the texts of a translation section: `<section>.editor.organization` and
 * `<section>.organization.{move,hint,pickerHeader,movedTitle,moved}`; `names` fills the object's
 * name into pickerHeader and moved (e.g. `{ name: plan.name }` or `{ login: user.login }`).
 */
export function SectionObjectOrganization({
  section,
  names,
  ...props
}: Omit<ObjectOrganizationProps, "texts"> & { section: string; names: Record<string, string> }) {
  const { t } = useTranslation();
  const texts = {
    label: t(`${section}.editor.organization`),
    move: t(`${section}.organization.move`),
    hint: t(`${section}.organization.hint`),
    pickerHeader: t(`${section}.organization.pickerHeader`, names),
    movedTitle: t(`${section}.organization.movedTitle`),
    moved: (organization: string) => t(`${section}.organization.moved`, { ...names, organization }),
  };
  return <ObjectOrganization {...props} texts={texts} />;
}
