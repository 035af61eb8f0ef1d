import type {
  alarmPlanCreate,
  alarmPointCreate,
  alarmTemplateCreate,
  ConfigurationDocument,
  holidayCreate,
  ImportPlan,
  ImportRow,
  participantCreate,
  roleCreate,
  textTemplateCreate,
  userCreate,
} from "@alarm/contract";
import type { z } from "zod";
import type { Principal } from "../../core/principal.js";
import type { Executor } from "../../db/database.js";
import { limitProblems } from "./limits.js";
import type { AboveRoot } from "./above-root.js";
import { planStandbySchedules, planTeamSchedules, type PrivateEventPlan, type StandbyScheduleOp, type TeamScheduleOp } from "./schedule-plan.js";
import { authorityProblems, reach, summarize } from "./plan-checks.js";
import { planAlarmPlans } from "./planners/alarm-plans.js";
import { planAlarmPoints } from "./planners/alarm-points.js";
import { planAlarmTemplates } from "./planners/alarm-templates.js";
import { planGroups } from "./planners/groups.js";
import { planHolidays } from "./planners/holidays.js";
import { planOrganizations } from "./planners/organizations.js";
import { participantReferences } from "./planners/participant-references.js";
import { planParticipants } from "./planners/participants.js";
import { startPlanning } from "./planners/planning.js";
import { planRoles } from "./planners/roles.js";
import { planTextTemplates } from "./planners/text-templates.js";
import { planUsers } from "./planners/users.js";
import type { Snapshot } from "./snapshot.js";

type Existing = { id: number; version: number };
/** One row of the document, matched against what is stored, with the values its kind's service takes. */
export type Op<V> = { row: ImportRow; path: string[]; existing?: Existing; value: V };
export type EntryKey = { participant: string } | { group: string };

export type Operations = {
  organizations: Op<{ name: string; description: string | null; timeZone: string | null }>[];
  roles: Op<z.output<typeof roleCreate>>[];
  /** Roles by namedKey; `kept`: the stored roles above the root, which the document cannot name. */
  users: Op<{
    login: string;
    name: string;
    surname: string;
    email: string | null;
    language: z.output<typeof userCreate>["language"];
    active: boolean;
    roles: string[];
    kept: number[];
  }>[];
  teamSchedules: TeamScheduleOp[];
  /** `teamScheduleKey` and `privateSchedule` undefined: the document leaves them as they are. */
  participants: Op<z.output<typeof participantCreate> & { teamScheduleKey?: string | null; privateSchedule?: PrivateEventPlan[]; privateChanged: boolean }>[];
  groups: Op<{ name: string; description: string | null; members: string[] }>[];
  holidays: Op<z.output<typeof holidayCreate> & { end: string }>[];
  textTemplates: Op<z.output<typeof textTemplateCreate>>[];
  plans: Op<{ plan: z.output<typeof alarmPlanCreate>; ranks: { waitTime: number; entries: EntryKey[] }[] }>[];
  /** `standbyKey` undefined: the document leaves the point's standby schedule as it is. */
  points: Op<{ point: z.output<typeof alarmPointCreate>; planKey: string | null; textTemplateKey: string | null; standbyKey?: string | null }>[];
  templates: Op<{ template: z.output<typeof alarmTemplateCreate>; planKey: string | null; textTemplateKey: string | null; standbyKey?: string | null }>[];
  standbySchedules: StandbyScheduleOp[];
};

export type Resolution = {
  plan: ImportPlan;
  ops: Operations;
  snapshot: Snapshot;
  above: AboveRoot;
  /** Participant keys (login or organization/name/surname) to the key of the row that defines it. */
  participantPrimary: Map<string, string>;
};

/**
 * Compares a document with the configuration stored under the root: what each row would create or
 * change, and every problem found, per row. Nothing is written. Each kind's planner (planners/) reads
 * what its rows need for all of them at once, so a plan costs the same few queries whatever its size.
 * The kinds are planned in the order their rows appear in the plan.
 */
export async function planImport(
  db: Executor,
  principal: Principal,
  snapshot: Snapshot,
  doc: ConfigurationDocument,
  options: { lock: boolean; timeZone: string },
): Promise<Resolution> {
  const planning = await startPlanning(db, principal, snapshot, doc, options.timeZone);
  const organizations = planOrganizations(planning);
  const roles = planRoles(planning);
  const users = await planUsers(planning);
  const references = participantReferences(planning);
  const teamSchedules = planTeamSchedules(planning, snapshot.teamSchedules, doc.teamSchedules);
  const participants = await planParticipants(planning, references, users.createdUserPaths);
  const groups = planGroups(planning, references);
  const holidays = planHolidays(planning);
  const textTemplates = planTextTemplates(planning);
  const plans = planAlarmPlans(planning, references);
  const points = planAlarmPoints(planning, reach(snapshot, planning.names, { groups, plans }));
  const templates = planAlarmTemplates(planning);
  const standbySchedules = planStandbySchedules(planning, snapshot.standbySchedules, doc.standbySchedules);
  const ops: Operations = {
    organizations,
    roles,
    users: users.ops,
    teamSchedules,
    participants,
    groups,
    holidays,
    textTemplates,
    plans,
    points,
    templates,
    standbySchedules,
  };

  for (const { row, problems } of await limitProblems(db, snapshot, planning.creates, options.lock)) row.problems.push(...problems);
  authorityProblems(planning.rows, principal.authorities);
  return { plan: summarize(planning.rows, false), ops, snapshot, above: planning.above, participantPrimary: references.primary };
}
