import type { DeviceType } from "@alarm/contract";

/** A participant as POST /list of type PARTICIPANT lists it. */
export interface ParticipantItem {
  id: number;
  name: string;
  surname: string;
  shortName: string | null;
  fullName: string;
  language: string;
  login: string | null;
  deviceTypes: DeviceType[];
  orgId: number;
  orgName: string;
}

/** A participant group as POST /list of type PARTICIPANT_GROUP lists it. */
export interface GroupItem {
  id: number;
  name: string;
  description: string | null;
  memberCount: number;
  orgId: number;
  orgName: string;
}

/** An organization of the tree. */
export interface OrgItem {
  id: number;
  name: string;
  parentId: number | null;
  fullOrgPath: string;
  hasChildren: boolean;
}
