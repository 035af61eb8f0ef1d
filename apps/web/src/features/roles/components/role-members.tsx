import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { isApiError } from "../../../lib/api-error";
import { useCurrentUser } from "../../../lib/use-session";
import { ROLE_MEMBERS_PAGE_SIZE, useRoleMembers, type RoleMember } from "../api/role-members";

/** "Users with this role" (POST /list/membership); listing users needs USER_ADMIN. */
export function RoleMembers({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const mayListUsers = me?.authorities.includes("USER_ADMIN") ?? false;
  const [page, setPage] = useState(1);
  const members = useRoleMembers(roleId, page, mayListUsers);

  let body;
  if (!mayListUsers) {
    body = <p className="object-editor__text muted">{t("roles.members.needsUserAdmin")}</p>;
  } else if (members.isError) {
    body = (
      <p className="object-editor__text muted object-editor__text--error" role="alert">
        {t("roles.members.loadError")}
        {isApiError(members.error) ? `: ${members.error.reason}` : ""}
      </p>
    );
  } else {
    const total = members.data?.count ?? 0;
    body = (
      <DataTable
        className="role-members"
        value={members.data?.list ?? []}
        dataKey="id"
        lazy
        paginator={total > ROLE_MEMBERS_PAGE_SIZE}
        rows={ROLE_MEMBERS_PAGE_SIZE}
        first={(page - 1) * ROLE_MEMBERS_PAGE_SIZE}
        totalRecords={total}
        onPage={(event) => setPage(Math.floor(event.first / ROLE_MEMBERS_PAGE_SIZE) + 1)}
        loading={members.isFetching}
        emptyMessage={t("roles.members.empty")}
        size="small"
        aria-label={t("roles.members.title")}
      >
        <Column field="login" header={t("roles.members.login")} body={(member: RoleMember) => <Link to={`/users/${member.id}`}>{member.login}</Link>} />
        <Column field="name" header={t("roles.members.name")} body={(member: RoleMember) => `${member.name} ${member.surname}`.trim()} />
        <Column field="orgName" header={t("roles.members.organization")} />
      </DataTable>
    );
  }

  return (
    <section className="object-editor__section stack gap-l" aria-labelledby="role-members-title">
      <h3 id="role-members-title">{t("roles.members.title")}</h3>
      {body}
    </section>
  );
}
