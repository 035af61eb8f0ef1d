import type { ObjectType } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { participantGroups, participants, roles, users } from "../../db/schema/index.js";

type MembershipKey = `${ObjectType}<${ObjectType}`;

/** `type<referenceType`: the condition selecting the `type` objects related to one reference object. */
export const MEMBERSHIPS: Partial<Record<MembershipKey, (objectId: number) => SQL>> = {
  "USER<USERGROUP": (roleId) => sql`${users.id} in (select user_id from user_roles where role_id = ${roleId})`,
  "USERGROUP<USER": (userId) => sql`${roles.id} in (select role_id from user_roles where user_id = ${userId})`,
  "PARTICIPANT<PARTICIPANT_GROUP": (groupId) =>
    sql`${participants.id} in (select participant_id from participant_group_members where group_id = ${groupId})`,
  "PARTICIPANT_GROUP<PARTICIPANT": (participantId) =>
    sql`${participantGroups.id} in (select group_id from participant_group_members where participant_id = ${participantId})`,
};
