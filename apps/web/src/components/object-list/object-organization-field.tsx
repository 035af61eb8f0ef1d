import type { ObjectType } from "@alarm/contract";
import type { QueryKey } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SectionObjectOrganization } from "../organization-picker/object-organization";
import { OrganizationField } from "../organization-picker/organization-field";
import "./object-list.css";

export interface ObjectOrganizationFieldProps {
  /** The input's id; the label points at it. */
  id: string;
  /** The translation section: `<section>.editor.organization` and `<section>.organization.*`. */
  section: string;
  /** The saved object, moved between organizations (PUT /move); none while creating. */
  saved?: { id: number; orgId: number; orgName: string };
  /** Fills the object's name into the move texts, e.g. `{ name: plan.name }`. */
  names?: Record<string, string>;
  /** What PUT /move moves; none for an object whose organization is only shown (`readOnly`). */
  objectType?: ObjectType;
  /** Queries to refresh after a move. */
  queryKey: QueryKey;
  /** The organization a new object is created in. */
  value: number | null;
  onChange: (orgId: number) => void;
  error?: string;
  /** The move waits, e.g. while the form has unsaved changes. */
  moveDisabled?: boolean;
  /** Said instead of the hint while the move waits. */
  blockedReason?: string;
  readOnly?: boolean;
  inline?: boolean;
  onMoved?: () => void;
}

/** Where an object belongs: the required organization picker while creating, then its organization with a move button. */
export function ObjectOrganizationField({ id, section, saved, names = {}, value, onChange, error, moveDisabled, ...move }: ObjectOrganizationFieldProps) {
  const { t } = useTranslation();
  if (saved) return <SectionObjectOrganization id={id} section={section} names={names} object={saved} disabled={moveDisabled} {...move} />;
  return <OrganizationField id={id} label={t(`${section}.editor.organization`)} value={value} onChange={(org) => onChange(org.id)} required error={error} />;
}
