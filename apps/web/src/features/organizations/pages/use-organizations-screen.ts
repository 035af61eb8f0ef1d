import type { Organization } from "@alarm/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { setCurrentOrganization, useCurrentOrganization } from "../../../lib/current-organization";
import { useOrganization } from "../api/organization";
import { useOrganizationChanges } from "./use-organization-changes";

export type Mode = "view" | "edit" | "create";

/** The organizations screen's state: which organization is selected (and revealed in the tree), whether it is edited, and the open dialogs. */
export function useOrganizationsScreen(routeId: number | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  const current = useCurrentOrganization();
  const [selectedId, setSelectedId] = useState<number | null>(routeId ?? current?.id ?? null);
  const [reveal, setReveal] = useState<{ id: number | null; token: number }>({ id: selectedId, token: 0 });
  const [mode, setMode] = useState<Mode>("view");
  const [moving, setMoving] = useState<Organization | null>(null);
  const [deleting, setDeleting] = useState<Organization | null>(null);

  // Opening /organizations/{id} makes it the current organization once it is known to exist.
  const routeOrganization = useOrganization(routeId ?? null);
  const routeOrg = routeOrganization.data;
  useEffect(() => {
    if (routeOrg) setCurrentOrganization({ id: routeOrg.id, name: routeOrg.name });
  }, [routeOrg]);

  const selected = useOrganization(selectedId);

  const select = (organizationId: number, revealIt = false) => {
    setSelectedId(organizationId);
    setMode("view");
    if (revealIt) setReveal((previous) => ({ id: organizationId, token: previous.token + 1 }));
  };
  const changes = useOrganizationChanges(routeId, select);

  const saved = (organization: Organization, created: boolean) => {
    if (current?.id === organization.id) setCurrentOrganization({ id: organization.id, name: organization.name });
    toast.show({
      severity: "success",
      summary: created ? t("organizations.form.createdTitle") : t("organizations.form.savedTitle"),
      detail: t(created ? "organizations.form.created" : "organizations.form.saved", { name: organization.name }),
    });
    select(organization.id, true);
  };

  return { selectedId, selected, reveal, mode, setMode, select, saved, moving, setMoving, deleting, setDeleting, ...changes };
}

export type OrganizationsScreenState = ReturnType<typeof useOrganizationsScreen>;
