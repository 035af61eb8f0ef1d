import type { ListRowOf } from "@alarm/contract";

/** A participant as POST /list of type PARTICIPANT lists it. */
export type ParticipantItem = Omit<ListRowOf<"PARTICIPANT">, "version">;

/** A participant group as POST /list of type PARTICIPANT_GROUP lists it. */
export type GroupItem = Omit<ListRowOf<"PARTICIPANT_GROUP">, "version">;

/** An organization of the tree. */
export type OrgItem = Pick<ListRowOf<"ORGANIZATION">, "id" | "name" | "parentId" | "fullOrgPath" | "hasChildren">;
