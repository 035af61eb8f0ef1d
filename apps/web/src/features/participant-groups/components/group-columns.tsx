import { Link } from "react-router-dom";
import type { GroupRow, GroupSortField } from "../api/groups-list";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";

export const GROUP_COLUMN_KEYS = ["name", "description", "members", "organization"] as const;
export type GroupColumnKey = (typeof GROUP_COLUMN_KEYS)[number];
export const DEFAULT_GROUP_COLUMNS: readonly GroupColumnKey[] = ["name", "description", "members", "organization"];
/** The table's name in localStorage `columns.<table>`. */
export const GROUPS_TABLE = "participantGroups";

export type GroupColumn = ObjectListColumn<GroupRow, GroupColumnKey, GroupSortField>;

export const GROUP_COLUMNS: readonly GroupColumn[] = [
  {
    key: "name",
    headerKey: "participantGroups.columns.name",
    sortField: "name",
    body: (row) => (
      <Link className="groups-table__name" to={`/participant-groups/${row.id}`}>
        {row.name}
      </Link>
    ),
  },
  {
    key: "description",
    headerKey: "participantGroups.columns.description",
    body: (row) => <span className="object-list-table__clamped">{row.description ?? ""}</span>,
  },
  { key: "members", headerKey: "participantGroups.columns.members", body: (row) => row.memberCount },
  { key: "organization", headerKey: "participantGroups.columns.organization", sortField: "orgName", body: (row) => row.orgName },
];
