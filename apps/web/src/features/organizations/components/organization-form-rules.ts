import type { Organization } from "@alarm/contract";
import type { TFunction } from "i18next";
import type { FieldProblem } from "../../../lib/api-error";

/** Limits of the contract (packages/contract/src/organization.ts). */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;

export interface OrganizationDraft {
  name: string;
  description: string;
  /** IANA zone; empty: the nearest organization above decides, else the server's. */
  timeZone: string;
}

export type OrganizationFormField = keyof OrganizationDraft;
export type OrganizationFormErrors = Partial<Record<OrganizationFormField, string>>;

export const EMPTY_DRAFT: OrganizationDraft = { name: "", description: "", timeZone: "" };

export function draftOf(organization: Pick<Organization, "name" | "description" | "timeZone">): OrganizationDraft {
  return { name: organization.name, description: organization.description ?? "", timeZone: organization.timeZone ?? "" };
}

/** The form's own checks: a name is required and at most 200 characters, descriptions 2000. */
export function checkOrganizationDraft(draft: OrganizationDraft, t: TFunction): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = t("organizations.form.nameRequired");
  else if (name.length > NAME_MAX_LENGTH) errors.name = t("organizations.form.nameTooLong", { max: NAME_MAX_LENGTH });
  if (draft.description.trim().length > DESCRIPTION_MAX_LENGTH) {
    errors.description = t("organizations.form.descriptionTooLong", { max: DESCRIPTION_MAX_LENGTH });
  }
  return errors;
}

/** What is sent: trimmed, an empty description as null, no time zone (inherited) as null. */
export function payloadOf(draft: OrganizationDraft): { name: string; description: string | null; timeZone: string | null } {
  const description = draft.description.trim();
  return { name: draft.name.trim(), description: description || null, timeZone: draft.timeZone || null };
}

/** The IANA zones the browser knows (some leave out UTC), for the time zone drop-down; a saved zone it does not know stays offered. */
export function timeZoneOptions(saved: string): string[] {
  const browsers = Intl.supportedValuesOf("timeZone");
  const known = browsers.includes("UTC") ? browsers : [...browsers, "UTC"];
  return saved && !known.includes(saved) ? [saved, ...known] : known;
}

/**
 * The server's field problems of a VALIDATION answer next to the fields; `null` when one concerns
 * something the form does not show (then the whole answer goes to a toast).
 */
export function serverOrganizationErrors(details: FieldProblem[], t: TFunction): OrganizationFormErrors | null {
  if (details.length === 0) return null;
  const errors: OrganizationFormErrors = {};
  for (const detail of details) {
    if (detail.field !== "name" && detail.field !== "description" && detail.field !== "timeZone") return null;
    if (detail.field === "timeZone") errors.timeZone = t("organizations.form.timeZoneUnknown");
    else errors[detail.field] = detail.message === "required" && detail.field === "name" ? t("organizations.form.nameRequired") : detail.message;
  }
  return errors;
}
