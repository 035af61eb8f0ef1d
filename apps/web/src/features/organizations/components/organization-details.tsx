import { ORG_PATH_SEPARATOR, type Organization } from "@alarm/contract";
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { displayOrgPath } from "../../../components/organization-picker/organization-path";
import { ChangeHistoryPanel } from "../../../components/change-history/change-history-panel";

export interface OrganizationPermissions {
  /** ORGANIZATION_ADMIN: edit, create, move, delete and limits. */
  admin: boolean;
  /** The signed-in user's own organization: it cannot be moved or deleted by them. */
  own: boolean;
  /** The current organization of the console. */
  current: boolean;
}

interface OrganizationDetailsProps {
  organization: Organization;
  permissions: OrganizationPermissions;
  busy?: boolean;
  onMakeCurrent: () => void;
  onEdit: () => void;
  onCreate: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/** One organization: name, description, full path, and what can be done with it. */
export function OrganizationDetails({ organization, permissions, busy = false, ...actions }: OrganizationDetailsProps) {
  const { t } = useTranslation();
  const { admin, own, current } = permissions;
  const movable = admin && !own && organization.parentId !== null;
  const hasActions = !current || admin;
  const titleId = `org-details-${organization.id}`;
  return (
    <section className="card org-details" aria-labelledby={titleId}>
      <div className="org-details__header cluster gap-m wrap">
        <h2 id={titleId} className="card__title org-details__name breakable cluster">
          <i className="pi pi-building" aria-hidden="true" />
          {organization.name}
        </h2>
        <div className="org-details__tags row wrap">
          {current && <Tag value={t("organizations.details.isCurrent")} icon="pi pi-check-circle" severity="success" />}
          {own && <Tag value={t("organizations.details.isOwn")} icon="pi pi-user" severity="info" />}
        </div>
      </div>

      <dl className="org-details__list">
        <div className="org-details__row">
          <dt>{t("organizations.fields.description")}</dt>
          <dd className={organization.description ? undefined : "org-details__none"}>{organization.description || t("organizations.details.noDescription")}</dd>
        </div>
        <div className="org-details__row">
          <dt>{t("organizations.fields.timeZone")}</dt>
          <dd className={organization.timeZone ? undefined : "org-details__none"}>{organization.timeZone ?? t("organizations.details.timeZoneInherited")}</dd>
        </div>
        <div className="org-details__row">
          <dt>{t("organizations.fields.path")}</dt>
          <dd>
            <OrganizationPath fullOrgPath={organization.fullOrgPath} />
          </dd>
        </div>
        <div className="org-details__row">
          <dt>{t("organizations.fields.subOrganizations")}</dt>
          <dd>{organization.hasChildren ? t("organizations.details.hasChildren") : t("organizations.details.noChildren")}</dd>
        </div>
      </dl>

      <ChangeHistoryPanel objectType="organizations" objectId={organization.id} />
      {hasActions && (
        <div className="button-row org-details__actions">
          {!current && (
            <Button type="button" label={t("organizations.actions.makeCurrent")} icon="pi pi-check-circle" onClick={actions.onMakeCurrent} disabled={busy} />
          )}
          {admin && (
            <>
              <Button type="button" label={t("organizations.actions.edit")} icon="pi pi-pencil" outlined onClick={actions.onEdit} disabled={busy} />
              <Button type="button" label={t("organizations.actions.create")} icon="pi pi-plus" outlined onClick={actions.onCreate} disabled={busy} />
            </>
          )}
          {movable && (
            <Button
              type="button"
              label={t("organizations.actions.move")}
              icon="pi pi-arrow-right-arrow-left"
              outlined
              onClick={actions.onMove}
              disabled={busy}
            />
          )}
          {movable && (
            <Button
              type="button"
              label={t("organizations.actions.delete")}
              icon="pi pi-trash"
              severity="danger"
              outlined
              onClick={actions.onDelete}
              disabled={busy}
            />
          )}
        </div>
      )}
      {admin && own && <p className="org-details__note muted">{t("organizations.details.ownNote")}</p>}
    </section>
  );
}

/** The path from the top of the tree as a breadcrumb, 'Total system' cropped. */
function OrganizationPath({ fullOrgPath }: { fullOrgPath: string }) {
  const names = displayOrgPath(fullOrgPath).split(ORG_PATH_SEPARATOR);
  return (
    <ol className="org-path cluster gap-xs wrap bare-list" aria-label={displayOrgPath(fullOrgPath)}>
      {names.map((name, index) => (
        <li key={`${index}-${name}`} className="org-path__item inline-cluster gap-xs">
          {index > 0 && <i className="pi pi-angle-right org-path__separator muted" aria-hidden="true" />}
          {name}
        </li>
      ))}
    </ol>
  );
}
