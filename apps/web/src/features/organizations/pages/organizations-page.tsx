import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { OrganizationPicker } from "../../../components/organization-picker/organization-picker";
import { OrganizationTree } from "../../../components/organization-picker/organization-tree";
import { useCurrentUser } from "../../../lib/use-session";
import { DeleteOrganizationDialog } from "../components/delete-organization-dialog";
import { ObjectLimitsPanel } from "../components/object-limits-panel";
import { OrganizationDetailPanel } from "./organization-detail-panel";
import { useOrganizationsScreen } from "./use-organizations-screen";
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

function OrganizationsScreen({ routeId }: { routeId: number | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = user?.authorities.includes("ORGANIZATION_ADMIN") ?? false;
  const screen = useOrganizationsScreen(routeId);
  const { selectedId, reveal, select, mode, moving, setMoving } = screen;
  const organization = screen.selected.data;
  const own = organization !== undefined && organization.id === user?.orgId;

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
          <OrganizationDetailPanel screen={screen} admin={admin} own={own} />
          {organization && admin && mode === "view" && <ObjectLimitsPanel key={organization.id} organization={organization} readOnly={own} />}
        </div>
      </div>

      <OrganizationPicker
        visible={moving !== null}
        onHide={() => setMoving(null)}
        header={moving ? t("organizations.move.title", { name: moving.name }) : undefined}
        value={moving?.parentId ?? null}
        onSelect={(target) => {
          if (moving) void screen.moveTo(moving, target);
        }}
      />
      <DeleteOrganizationDialog
        organization={screen.deleting}
        onHide={() => screen.setDeleting(null)}
        onConfirm={(target) => void screen.deleteOrganization(target)}
      />
    </section>
  );
}
