import type { DeviceType } from "@alarm/contract";
import type { TFunction } from "i18next";
import { Tag } from "primereact/tag";
import { Link } from "react-router-dom";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";
import type { ParticipantRow, ParticipantSortField } from "../api/participants-list";
import { DEVICE_ICONS } from "./device-rows";

export const PARTICIPANT_COLUMN_KEYS = ["name", "surname", "shortName", "language", "devices", "login", "organization"] as const;
export type ParticipantColumnKey = (typeof PARTICIPANT_COLUMN_KEYS)[number];
export const DEFAULT_PARTICIPANT_COLUMNS: readonly ParticipantColumnKey[] = ["name", "surname", "shortName", "devices", "organization"];
/** The table's name in localStorage `columns.<table>`. */
export const PARTICIPANTS_TABLE = "participants";

export type ParticipantColumn = ObjectListColumn<ParticipantRow, ParticipantColumnKey, ParticipantSortField>;

/** The device types of a participant as icons, in the participant's order of devices. */
export function DeviceTypeIcons({ types, t }: { types: readonly DeviceType[]; t: TFunction }) {
  if (types.length === 0) return <span className="participants-table__none muted">{t("participants.table.noDevices")}</span>;
  const names = types.map((type) => t(`participants.deviceTypes.${type}`)).join(", ");
  return (
    <span className="participants-table__devices" role="img" aria-label={names} title={names}>
      {types.map((type, index) => (
        <i key={`${type}-${index}`} className={`pi ${DEVICE_ICONS[type]}`} aria-hidden="true" />
      ))}
    </span>
  );
}

export const PARTICIPANT_COLUMNS: readonly ParticipantColumn[] = [
  {
    key: "name",
    headerKey: "participants.columns.name",
    sortField: "name",
    body: (row) => (
      <Link className="participants-table__link" to={`/participants/${row.id}`}>
        {row.name}
      </Link>
    ),
  },
  { key: "surname", headerKey: "participants.columns.surname", sortField: "surname", body: (row) => row.surname },
  { key: "shortName", headerKey: "participants.columns.shortName", sortField: "shortName", body: (row) => row.shortName ?? "" },
  { key: "language", headerKey: "participants.columns.language", body: (row, t) => t(`languages.${row.language}`) },
  { key: "devices", headerKey: "participants.columns.devices", body: (row, t) => <DeviceTypeIcons types={row.deviceTypes} t={t} /> },
  {
    key: "login",
    headerKey: "participants.columns.login",
    body: (row) => (row.login ? <Tag className="participants-tag--login" icon="pi pi-id-card" value={row.login} /> : ""),
  },
  { key: "organization", headerKey: "participants.columns.organization", sortField: "orgName", body: (row) => row.orgName },
];
