import { AUTHORITIES } from "@alarm/contract";
import type { TFunction } from "i18next";
import { Column } from "primereact/column";
import { Link } from "react-router-dom";
import type { RoleRow } from "../api/roles-list";

/** The columns of the roles table: name (a link to the editor), organization and the count of chosen authorities. */
export function roleColumns(t: TFunction) {
  return [
    <Column
      key="name"
      field="name"
      header={t("roles.columns.name")}
      sortable
      body={(row: RoleRow) => (
        <Link className="roles-table__name" to={`/user-groups/${row.id}`}>
          {row.name}
        </Link>
      )}
    />,
    <Column key="orgName" field="orgName" header={t("roles.columns.organization")} sortable />,
    <Column
      key="authorities"
      field="authorities"
      header={t("roles.columns.authorities")}
      body={(row: RoleRow) => t("roles.table.authorityCount", { chosen: row.authorities.length, total: AUTHORITIES.length })}
    />,
  ];
}
