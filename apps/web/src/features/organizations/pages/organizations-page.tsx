import type { Organization } from "@alarm/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { ProgressSpinner } from "primereact/progressspinner";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { OrganizationPicker } from "../../../components/organization-picker/organization-picker";
import { displayOrgPath } from "../../../components/organization-picker/organization-path";
import { OrganizationTree } from "../../../components/organization-picker/organization-tree";
import { useMoveToOrganization } from "../../../components/organization-picker/use-move";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { setCurrentOrganization, useCurrentOrganization } from "../../../lib/current-organization";
import { useCurrentUser } from "../../../lib/use-session";
import { organizationQueryOptions, useOrganization } from "../api/organization";
import { useDeleteOrganization } from "../api/delete-organization";
import { DeleteOrganizationDialog } from "../components/delete-organization-dialog";
import { ObjectLimitsPanel } from "../components/object-limits-panel";
import { OrganizationDetails } from "../components/organization-details";
import { OrganizationForm } from "../components/organization-form";
import "./organizations-page.css";

/** The id in /organizations/{id}: undefined without one, null when it is not an id. */
function parseRouteId(text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined;
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/**
 * /organizations/{id?} (docs/domain-rules.md#screens): the caller's organizations as a tree, the
 * chosen one's details, editing, sub-organizations, moving, deleting and object limits. Opening it
 * with an id makes that organization the current one.
 */
export function OrganizationsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const routeId = parseRouteId(id);
  if (routeId === null) {
    return (
      <section className="page">
        <PageHeader title={t("organizations.title")} icon="pi-building" />
        <StateCard icon="pi-question-circle" title={t("organizations.notFound")} text={t("organizations.notFoundText")} />
      </section>
    );
  }
  // A new address starts afresh: its organization is selected (and becomes the current one).
  return <OrganizationsScreen key={routeId ?? "none"} routeId={routeId} />;
}

type Mode = "view" | "edit" | "create";

function OrganizationsScreen({ routeId }: { routeId: number | undefined }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const current = useCurrentOrganization();
  const admin = user?.authorities.includes("ORGANIZATION_ADMIN") ?? false;

  const [selectedId, setSelectedId] = useState<number | null>(routeId ?? current?.id ?? null);
  const [reveal, setReveal] = useState<{ id: number | null; token: number }>({ id: selectedId, token: 0 });
  const [mode, setMode] = useState<Mode>("view");
  const [moving, setMoving] = useState<Organization | null>(null);
  const [deleting, setDeleting] = useState<Organization | null>(null);
  const { move, isPending: movePending } = useMoveToOrganization();
  const remove = useDeleteOrganization();

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

  const saved = (organization: Organization, created: boolean) => {
    if (current?.id === organization.id) setCurrentOrganization({ id: organization.id, name: organization.name });
    toast.show({
      severity: "success",
      summary: created ? t("organizations.form.createdTitle") : t("organizations.form.savedTitle"),
      detail: t(created ? "organizations.form.created" : "organizations.form.saved", { name: organization.name }),
    });
    select(organization.id, true);
  };

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

  const organization = selected.data;
  const own = organization !== undefined && organization.id === user?.orgId;

  let detail;
  if (selectedId === null) {
    detail = <StateCard icon="pi-sitemap" title={t("organizations.chooseTitle")} text={t("organizations.chooseText")} />;
  } else if (selected.isPending) {
    detail = (
      <div className="card org-page__loading cluster gap-m muted" role="status">
        <ProgressSpinner style={{ width: "2.5rem", height: "2.5rem" }} strokeWidth="4" aria-hidden="true" />
        <span>{t("organizations.loading")}</span>
      </div>
    );
  } else if (selected.isError) {
    detail = isApiError(selected.error, "NOT_FOUND") ? (
      <StateCard icon="pi-question-circle" title={t("organizations.notFound")} text={t("organizations.notFoundText")} />
    ) : (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={t("organizations.loadFailed")} text={isApiError(selected.error) ? selected.error.reason : undefined}>
        <Button type="button" label={t("organizations.retry")} icon="pi pi-refresh" outlined onClick={() => void selected.refetch()} loading={selected.isFetching} />
      </StateCard>
    );
  } else if (organization && mode !== "view") {
    detail = (
      <OrganizationForm
        key={`${mode}-${organization.id}`}
        mode={mode === "edit" ? { kind: "edit", organization } : { kind: "create", parent: organization }}
        onSaved={(result) => saved(result, mode === "create")}
        onCancel={() => setMode("view")}
      />
    );
  } else if (organization) {
    detail = (
      <OrganizationDetails
        organization={organization}
        permissions={{ admin, own, current: current?.id === organization.id }}
        busy={movePending || remove.isPending}
        onMakeCurrent={() => makeCurrent(organization)}
        onEdit={() => setMode("edit")}
        onCreate={() => setMode("create")}
        onMove={() => setMoving(organization)}
        onDelete={() => setDeleting(organization)}
      />
    );
  }

  return (
    <section className="page">
      <PageHeader title={t("organizations.title")} icon="pi-building" />
      <div className="org-page">
        <section className="card org-page__tree" aria-labelledby="org-tree-title">
          <h2 id="org-tree-title" className="card__title">
            {t("organizations.treeTitle")}
          </h2>
          <OrganizationTree
            label={t("organizations.treeTitle")}
            selectedId={selectedId}
            onSelect={(picked) => select(picked.id)}
            revealId={reveal.id}
            revealToken={reveal.token}
            searchable
            emptyHint={admin ? t("organizations.emptyAdmin") : t("organizations.empty")}
          />
        </section>
        <div className="stack org-page__detail">
          {detail}
          {organization && admin && mode === "view" && <ObjectLimitsPanel key={organization.id} organization={organization} readOnly={own} />}
        </div>
      </div>

      <OrganizationPicker
        visible={moving !== null}
        onHide={() => setMoving(null)}
        header={moving ? t("organizations.move.title", { name: moving.name }) : undefined}
        value={moving?.parentId ?? null}
        onSelect={(target) => {
          if (moving) void moveTo(moving, target);
        }}
      />
      <DeleteOrganizationDialog organization={deleting} onHide={() => setDeleting(null)} onConfirm={(target) => void deleteOrganization(target)} />
    </section>
  );
}
