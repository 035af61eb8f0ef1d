import { Button } from "primereact/button";
import { ProgressSpinner } from "primereact/progressspinner";
import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { OrganizationDetails } from "../components/organization-details";
import { OrganizationForm } from "../components/organization-form";
import type { OrganizationsScreenState } from "./use-organizations-screen";

interface OrganizationDetailPanelProps {
  screen: OrganizationsScreenState;
  admin: boolean;
  own: boolean;
}

/** The selected organization: a hint to choose one, loading, not found or failed, its form while editing, else its details. */
export function OrganizationDetailPanel({ screen, admin, own }: OrganizationDetailPanelProps) {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const { selectedId, selected, mode, setMode } = screen;
  const organization = selected.data;

  if (selectedId === null) {
    return <StateCard icon="pi-sitemap" title={t("organizations.chooseTitle")} text={t("organizations.chooseText")} />;
  }
  if (selected.isPending) {
    return (
      <div className="card org-page__loading cluster gap-m muted" role="status">
        <ProgressSpinner style={{ width: "2.5rem", height: "2.5rem" }} strokeWidth="4" aria-hidden="true" />
        <span>{t("organizations.loading")}</span>
      </div>
    );
  }
  if (selected.isError) {
    return isApiError(selected.error, "NOT_FOUND") ? (
      <StateCard icon="pi-question-circle" title={t("organizations.notFound")} text={t("organizations.notFoundText")} />
    ) : (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("organizations.loadFailed")}
        text={isApiError(selected.error) ? selected.error.reason : undefined}
      >
        <Button
          type="button"
          label={t("organizations.retry")}
          icon="pi pi-refresh"
          outlined
          onClick={() => void selected.refetch()}
          loading={selected.isFetching}
        />
      </StateCard>
    );
  }
  if (!organization) return null;
  if (mode !== "view") {
    return (
      <OrganizationForm
        key={`${mode}-${organization.id}`}
        mode={mode === "edit" ? { kind: "edit", organization } : { kind: "create", parent: organization }}
        onSaved={(result) => screen.saved(result, mode === "create")}
        onCancel={() => setMode("view")}
      />
    );
  }
  return (
    <OrganizationDetails
      organization={organization}
      permissions={{ admin, own, current: current?.id === organization.id }}
      busy={screen.busy}
      onMakeCurrent={() => screen.makeCurrent(organization)}
      onEdit={() => setMode("edit")}
      onCreate={() => setMode("create")}
      onMove={() => screen.setMoving(organization)}
      onDelete={() => screen.setDeleting(organization)}
    />
  );
}
