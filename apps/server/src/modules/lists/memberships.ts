import type { ObjectType } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { alarmPlans, alarmPoints, participantGroups, participants, roles, users } from "../../db/schema/index.js";

type MembershipKey = `${ObjectType}<${ObjectType}`;

/** `type<referenceType`: the condition selecting the `type` objects related to one reference object. */
export const MEMBERSHIPS: Partial<Record<MembershipKey, (objectId: number) => SQL>> = {
  "USER<USERGROUP": (roleId) => sql`${users.id} in (select user_id from user_roles where role_id = ${roleId})`,
  "USERGROUP<USER": (userId) => sql`${roles.id} in (select role_id from user_roles where user_id = ${userId})`,
  "PARTICIPANT<PARTICIPANT_GROUP": (groupId) => sql`${participants.id} in (select participant_id from participant_group_members where group_id = ${groupId})`,
  "PARTICIPANT_GROUP<PARTICIPANT": (participantId) =>
    sql`${participantGroups.id} in (select group_id from participant_group_members where participant_id = ${participantId})`,
  /** Participants a plan alerts: named in a rank, or members of a group named in one. */
  "PARTICIPANT<ALARMPLAN": (planId) =>
    sql`${participants.id} in (select e.participant_id from alarm_plan_entries e where e.plan_id = ${planId} and e.participant_id is not null
      union select m.participant_id from alarm_plan_entries e join participant_group_members m on m.group_id = e.participant_group_id where e.plan_id = ${planId})`,
  "ALARMPLAN<PARTICIPANT": (participantId) =>
    sql`${alarmPlans.id} in (select e.plan_id from alarm_plan_entries e where e.participant_id = ${participantId}
      union select e.plan_id from alarm_plan_entries e join participant_group_members m on m.group_id = e.participant_group_id where m.participant_id = ${participantId})`,
  "PARTICIPANT_GROUP<ALARMPLAN": (planId) =>
    sql`${participantGroups.id} in (select e.participant_group_id from alarm_plan_entries e where e.plan_id = ${planId})`,
  "ALARMPLAN<PARTICIPANT_GROUP": (groupId) => sql`${alarmPlans.id} in (select e.plan_id from alarm_plan_entries e where e.participant_group_id = ${groupId})`,
  /** The usage of a standby schedule: the (not deleted) alarm points that use it. */
  "ALARMPOINT<ALARM_ROTATIONAL": (scheduleId) => sql`${alarmPoints.rotationalCalendarId} = ${scheduleId} and not ${alarmPoints.deleted}`,
  /** The usage of a team media schedule: the participants assigned it. */
  "PARTICIPANT<PARTICIPANT_ROTATIONAL": (scheduleId) => sql`${participants.participantRotationalId} = ${scheduleId}`,
};
