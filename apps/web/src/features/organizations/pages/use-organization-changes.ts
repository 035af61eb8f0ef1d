import type { Organization } from "@alarm/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { displayOrgPath } from "../../../components/organization-picker/organization-path";
import { useMoveToOrganization } from "../../../components/organization-picker/use-move";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { setCurrentOrganization, useCurrentOrganization } from "../../../lib/current-organization";
import { useCurrentUser } from "../../../lib/use-session";
import { useDeleteOrganization } from "../api/delete-organization";
import { organizationQueryOptions } from "../api/organization";

/**
 * Making an organization the current one, moving it and deleting it; each says how it went and
 * selects (and reveals) the organization to look at afterwards.
 */
export function useOrganizationChanges(routeId: number | undefined, select: (organizationId: number, reveal: boolean) => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const current = useCurrentOrganization();
  const { move, isPending: movePending } = useMoveToOrganization();
  const remove = useDeleteOrganization();

  const makeCurrent = (organization: Organization) => {
    setCurrentOrganization({ id: organization.id, name: organization.name });
    toast.show({ severity: "success", summary: t("organizations.current.title"), detail: t("organizations.current.changed", { name: organization.name }) });
    void navigate(`/organizations/${organization.id}`);
  };

  const moveTo = async (organization: Organization, target: { id: number; fullOrgPath: string }) => {
    if (target.id === organization.parentId) return;
    const result = await move({ id: organization.id, objectType: "ORGANIZATION", newOrgId: target.id });
    if (result !== "moved") return;
    toast.show({
      severity: "success",
      summary: t("organizations.move.doneTitle"),
      detail: t("organizations.move.done", { name: organization.name, target: displayOrgPath(target.fullOrgPath) }),
    });
    select(organization.id, true);
  };

  const deleteOrganization = async (organization: Organization) => {
    // Its parent is selected afterwards (and becomes current if the deleted one was): read it first.
    const parentId = organization.parentId ?? user?.orgId ?? null;
    const parent = parentId === null ? null : await queryClient.fetchQuery(organizationQueryOptions(parentId)).catch(() => null);
    remove.mutate(organization.id, {
      onSuccess: () => {
        toast.show({ severity: "success", summary: t("organizations.delete.doneTitle"), detail: t("organizations.delete.done", { name: organization.name }) });
        if (parent && current?.id === organization.id) setCurrentOrganization({ id: parent.id, name: parent.name });
        if (routeId === organization.id) void navigate("/organizations", { replace: true });
        if (parentId !== null) select(parentId, true);
      },
      onError: (error) => {
        // 'Object "{name}" is tightly used by others' while it holds anything (docs/domain-rules.md#error-catalogue).
        toast.show({ severity: "error", summary: t("organizations.delete.failed"), detail: describeError(error, i18n).detail });
      },
    });
  };

  return { makeCurrent, moveTo, deleteOrganization, busy: movePending || remove.isPending };
}
