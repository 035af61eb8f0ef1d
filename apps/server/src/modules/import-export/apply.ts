import type { Principal } from "../../core/principal.js";
import type { Executor } from "../../db/database.js";
import {
  writeAlarmPlans,
  writeAlarmPoints,
  writeAlarmTemplates,
  writeAwaitingStandbyEvents,
  writeHolidays,
  writeStandbySchedules,
  writeTextTemplates,
} from "./apply-alarming.js";
import { writeGroups, writeOrganizations, writeParticipants, writePrivateSchedules, writeRoles, writeTeamSchedules, writeUsers } from "./apply-people.js";
import { startWriting } from "./apply-writing.js";
import type { Resolution } from "./import-plan.js";

export { RowRefused } from "./apply-writing.js";

/**
 * Writes every CREATE and UPDATE of the resolution through the services of each kind, inside the
 * caller's transaction `tx`: their checks apply as for a single change, and any refusal rolls back
 * the whole import. Kinds go in the order their references need.
 */
export async function applyImport(tx: Executor, principal: Principal, resolution: Resolution, timeZone: string) {
  const writing = startWriting(tx, principal, resolution, timeZone);
  await writeOrganizations(writing);
  await writeRoles(writing);
  await writeUsers(writing);
  await writeTeamSchedules(writing);
  await writeParticipants(writing);
  await writePrivateSchedules(writing);
  await writeGroups(writing);
  await writeHolidays(writing);
  await writeTextTemplates(writing);
  await writeAlarmPlans(writing);
  const awaitingPoints = await writeStandbySchedules(writing);
  await writeAlarmPoints(writing);
  await writeAlarmTemplates(writing);
  await writeAwaitingStandbyEvents(writing, awaitingPoints);
}
