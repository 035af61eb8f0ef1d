import type { Organization } from "@alarm/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { organizationQueryOptions } from "../api/organization";
import { useCreateOrganization, useUpdateOrganization } from "../api/save-organization";
import {
  EMPTY_DRAFT,
  checkOrganizationDraft,
  draftOf,
  payloadOf,
  serverOrganizationErrors,
  type OrganizationDraft,
  type OrganizationFormErrors,
  type OrganizationFormField,
} from "./organization-form-rules";

export type OrganizationFormMode = { kind: "edit"; organization: Organization } | { kind: "create"; parent: Organization };

/**
 * The organization form's draft, its problems (the draft's once submitted, the server's until the
 * field changes) and saving; after a conflict the draft shows what is saved now.
 */
export function useOrganizationForm(mode: OrganizationFormMode, onSaved: (saved: Organization) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const [draft, setDraft] = useState<OrganizationDraft>(mode.kind === "edit" ? draftOf(mode.organization) : EMPTY_DRAFT);
  const [checked, setChecked] = useState(false);
  // A new organization goes below the selected one unless another parent is picked.
  const [parentId, setParentId] = useState(mode.kind === "create" ? mode.parent.id : 0);
  const [serverErrors, setServerErrors] = useState<OrganizationFormErrors>({});
  const errors: OrganizationFormErrors = { ...(checked ? checkOrganizationDraft(draft, t) : {}), ...serverErrors };

  const edit = (field: OrganizationFormField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const failed = async (error: unknown) => {
    const fieldErrors = isApiError(error, "VALIDATION") ? serverOrganizationErrors(error.details, t) : null;
    if (fieldErrors) {
      setServerErrors(fieldErrors);
      return;
    }
    toast.showError(error);
    // Someone else saved it meanwhile (stale version): show what is saved now.
    if (mode.kind === "edit" && isApiError(error, "CONFLICT")) {
      try {
        const fresh = await queryClient.fetchQuery({ ...organizationQueryOptions(mode.organization.id), staleTime: 0 });
        setDraft(draftOf(fresh));
      } catch (reloadError) {
        toast.showError(reloadError);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerErrors({});
    if (Object.keys(checkOrganizationDraft(draft, t)).length > 0) return;
    const payload = payloadOf(draft);
    const handlers = { onSuccess: onSaved, onError: (error: unknown) => void failed(error) };
    if (mode.kind === "edit") {
      // The version of the organization as shown now (reloaded after a conflict).
      const shown = queryClient.getQueryData(organizationQueryOptions(mode.organization.id).queryKey) ?? mode.organization;
      update.mutate({ id: shown.id, version: shown.version, ...payload }, handlers);
    } else {
      create.mutate({ parentId, ...payload }, handlers);
    }
  };

  return { draft, errors, edit, parentId, setParentId, submit, saving: create.isPending || update.isPending };
}
