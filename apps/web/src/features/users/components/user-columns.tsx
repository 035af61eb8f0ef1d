import { Tag } from "primereact/tag";
import { Link } from "react-router-dom";
import type { UserRow, UserSortField } from "../api/users-list";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";

export const USER_COLUMN_KEYS = ["login", "name", "surname", "email", "organization", "language", "active", "twoFactor"] as const;
export type UserColumnKey = (typeof USER_COLUMN_KEYS)[number];
export const DEFAULT_USER_COLUMNS: readonly UserColumnKey[] = ["login", "name", "surname", "email", "organization", "active"];
/** The table's name in localStorage `columns.<table>`. */
export const USERS_TABLE = "users";

export type UserColumn = ObjectListColumn<UserRow, UserColumnKey, UserSortField>;

export const USER_COLUMNS: readonly UserColumn[] = [
  {
    key: "login",
    headerKey: "users.columns.login",
    sortField: "login",
    body: (row) => (
      <Link className="users-table__login" to={`/users/${row.id}`}>
        {row.login}
      </Link>
    ),
  },
  { key: "name", headerKey: "users.columns.name", sortField: "name", body: (row) => row.name },
  { key: "surname", headerKey: "users.columns.surname", sortField: "surname", body: (row) => row.surname },
  { key: "email", headerKey: "users.columns.email", body: (row) => row.email ?? "" },
  { key: "organization", headerKey: "users.columns.organization", sortField: "orgName", body: (row) => row.orgName },
  { key: "language", headerKey: "users.columns.language", body: (row, t) => t(`languages.${row.language}`) },
  {
    key: "active",
    headerKey: "users.columns.active",
    body: (row, t) =>
      row.active ? <Tag severity="success" value={t("users.status.active")} /> : <Tag className="users-tag--muted" value={t("users.status.inactive")} />,
  },
  {
    key: "twoFactor",
    headerKey: "users.columns.twoFactor",
    body: (row, t) =>
      row.twoFactorEnabled ? (
        <Tag severity="success" icon="pi pi-shield" value={t("users.twoFactor.on")} />
      ) : (
        <Tag className="users-tag--muted" value={t("users.twoFactor.off")} />
      ),
  },
];
