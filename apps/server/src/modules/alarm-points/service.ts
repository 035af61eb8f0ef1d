import type { AlarmPoint, ValidAlarmPointCreate, ValidAlarmPointUpdate } from "@alarm/contract";
import { AppError, conflict, fieldError, notFound, staleVersion, tightlyUsed } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { usedBy } from "../../core/used-by.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { sql } from "drizzle-orm";
import { assertDefinitionReferencesUsable } from "../alarm-templates/references.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { standbySchedulesNaming } from "../rotation-schedules/service.js";
import { rulesRouting } from "../alarm-rules/uses.js";
import {
  activePointWithSystemId,
  copyCalendarEvents,
  deleteConsequentialsOf,
  findPoint,
  insertPoint,
  instructionFilesOf,
  isSystemIdClash,
  participantsReachedBy,
  type PointValues,
  replaceInstructionFiles,
  restoreConsequentialsOf,
  setDeleted,
  updatePointRow,
} from "./repo.js";

/** The instruction files of many points at once; the configuration export names them. */
export { instructionFilesOfPoints } from "./repo.js";

type Definition = Omit<ValidAlarmPointCreate, "orgId">;

const systemIdTaken = (systemId: string, name: string) =>
  fieldError("systemId", `System ID "${systemId}" is already used by alarm point "${name}"`, "SYSTEM_ID_TAKEN");
const restoreFirst = () => conflict("This alarm point is deleted; restore it first");

/**
 * Alarm points: what can be triggered. Deleting only marks a point deleted; the deleted alarm
 * points screen restores it, unless an active point of its organization took its system ID meanwhile.
 */
export class AlarmPointService {
  constructor(readonly db: Db) {}

  /** A point of the caller's organization subtree, deleted ones included (they say so in `deleted`). */
  async get(principal: Principal, id: number, db: Executor = this.db): Promise<AlarmPoint> {
    const row = await findPoint(db, id);
    if (!row || !(await isWithinOrganization(db, principal.orgId, row.orgId))) throw notFound("Alarm point");
    return { ...row, instructionFiles: await instructionFilesOf(db, id) };
  }

  create(principal: Principal, request: ValidAlarmPointCreate) {
    return this.writing(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, request.orgId))) throw notFound("Organization");
      await this.assertDefinitionValid(tx, principal, request.orgId, request);
      await assertRoomFor(tx, "ALARMPOINT", request.orgId);
      const id = await insertPoint(tx, { ...valuesOf(request), orgId: request.orgId, alarmPointType: request.alarmPointType });
      await replaceInstructionFiles(tx, id, request.instructionFileIds);
      return this.get(principal, id, tx);
    });
  }

  update(principal: Principal, input: ValidAlarmPointUpdate) {
    return this.writing(async (tx) => {
      const point = await this.get(principal, input.id, tx);
      if (point.deleted) throw restoreFirst();
      const request = withoutOwnSystemId({ ...input, alarmPointType: point.alarmPointType });
      await this.assertDefinitionValid(tx, principal, point.orgId, request, point.id);
      if (!(await updatePointRow(tx, point.id, request.version, valuesOf(request)))) throw staleVersion();
      await replaceInstructionFiles(tx, point.id, request.instructionFileIds);
      return this.get(principal, point.id, tx);
    });
  }

  /**
   * Marks the point deleted, and its consequential triggers with it; it then appears only among the
   * deleted alarm points. Refused while a standby event names it.
   */
  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const point = await this.get(principal, id, tx);
      if (point.deleted) throw notFound("Alarm point");
      const users = await usedBy(tx, [standbySchedulesNaming({ alarmPointId: id }), rulesRouting(id)], principal.orgId);
      if (users.total > 0) throw tightlyUsed(point.name, users);
      if (!(await setDeleted(tx, id, point.version, true))) throw staleVersion();
      await deleteConsequentialsOf(tx, id);
    });
  }

  /** A copy named "<name> (copy)" without a system ID, with the same instruction files and calendar. */
  clone(principal: Principal, id: number) {
    return this.db.transaction(async (tx) => {
      const point = await this.get(principal, id, tx);
      if (point.deleted) throw restoreFirst();
      await assertRoomFor(tx, "ALARMPOINT", point.orgId);
      const copyId = await insertPoint(tx, {
        ...valuesOf(point),
        name: `${point.name} (copy)`,
        systemId: null,
        orgId: point.orgId,
        alarmPointType: point.alarmPointType,
      });
      await replaceInstructionFiles(
        tx,
        copyId,
        point.instructionFiles.map((file) => file.id),
      );
      await copyCalendarEvents(tx, id, copyId);
      return this.get(principal, copyId, tx);
    });
  }

  /** Restores a deleted point with the consequential triggers deleted with it, unless an active point of its organization now uses its system ID. */
  reEnable(principal: Principal, id: number) {
    return this.writing(async (tx) => {
      const point = await this.get(principal, id, tx);
      if (!point.deleted) throw conflict(`Alarm point "${point.name}" is not deleted`);
      const holder = point.systemId ? await activePointWithSystemId(tx, point.orgId, point.systemId, id) : undefined;
      if (holder) throw conflict(`System ID "${point.systemId}" is now used by alarm point "${holder.name}"; change that one first`);
      if (point.alarmPointType === "CONSEQUENTIAL") await assertConsequentialRestorable(tx, id);
      await restoreConsequentialsOf(tx, id);
      if (!(await setDeleted(tx, id, point.version, false))) throw staleVersion();
      return this.get(principal, id, tx);
    });
  }

  /** A transaction whose unique-index refusal of a duplicate system ID (a race past the check) reads as the check's own answer. */
  private async writing<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (!(error instanceof AppError) && isSystemIdClash(error))
        throw fieldError("systemId", "This system ID is already used by another alarm point", "SYSTEM_ID_TAKEN");
      throw error;
    }
  }

  /** Refuses a definition whose plan, schedule, texts or files are out of reach, or whose system ID is taken. */
  async assertDefinitionValid(db: Executor, principal: Principal, orgId: number, definition: Definition, pointId?: number) {
    if (definition.alarmPointType === "STANDARD" && definition.alarmPlanId == null)
      throw fieldError("alarmPlanId", "A standard alarm point needs an alarm plan", "REQUIRED");
    await assertDefinitionReferencesUsable(db, { orgId, callerOrgId: principal.orgId }, definition);
    if (definition.systemId) {
      const holder = await activePointWithSystemId(db, orgId, definition.systemId, pointId);
      if (holder) throw systemIdTaken(definition.systemId, holder.name);
    }
    if (definition.alarmPlanId != null) {
      const reached = await participantsReachedBy(db, definition.alarmPlanId);
      if (definition.confirmPriority > reached) {
        throw fieldError(
          "confirmPriority",
          `The plan reaches ${reached} participant(s); ${definition.confirmPriority} cannot accept`,
          "CONFIRM_PRIORITY_UNREACHABLE",
        );
      }
    }
  }
}

/** A consequential trigger is raised through its initiator and has no system ID of its own: one sent is dropped, as POST /consequentials does. */
function withoutOwnSystemId<D extends Definition>(definition: D): D {
  return definition.alarmPointType === "CONSEQUENTIAL" ? { ...definition, systemId: null } : definition;
}

/** The row values of a definition: empty texts are stored as null. */
export function valuesOf(definition: Omit<Definition, "alarmPointType" | "instructionFileIds">): PointValues {
  const text = (value: string | null | undefined) => value || null;
  return {
    name: definition.name,
    description: text(definition.description),
    text: text(definition.text),
    speechText: text(definition.speechText),
    language: definition.language,
    icon: definition.icon,
    systemId: text(definition.systemId),
    alarmPlanId: definition.alarmPlanId ?? null,
    rotationalCalendarId: definition.rotationalCalendarId ?? null,
    priority: definition.priority,
    acknowledgeMode: definition.acknowledgeMode,
    confirmPriority: definition.confirmPriority,
    localAcknowledgeTime: definition.localAcknowledgeTime,
    countRepeat: definition.countRepeat,
    repeatBetween: definition.repeatBetween,
    repeatMonInterval: definition.repeatMonInterval,
    mediaProcessingType: definition.mediaProcessingType ?? null,
    mediaUsageType: definition.mediaUsageType ?? null,
    textTemplateId: definition.textTemplateId ?? null,
  };
}

/**
 * A consequential trigger comes back only beside a live initiator that has no other trigger of its
 * type meanwhile (the unique index would refuse it otherwise).
 */
async function assertConsequentialRestorable(db: Executor, id: number) {
  const [row] = await queryRows<{ initiatorName: string; initiatorDeleted: boolean; taken: boolean }>(
    db,
    sql`select i.name as "initiatorName", i.deleted as "initiatorDeleted",
               exists (select 1 from alarm_points o where o.initiator_id = c.initiator_id and o.consequential_trigger = c.consequential_trigger
                         and not o.deleted and o.id <> c.id) as taken
        from alarm_points c join alarm_points i on i.id = c.initiator_id where c.id = ${id}`,
  );
  if (!row) return;
  if (row.initiatorDeleted) throw conflict(`Its initiating alarm point "${row.initiatorName}" is deleted; restore that one first`);
  if (row.taken) throw conflict(`Alarm point "${row.initiatorName}" has another consequential trigger of this type now`);
}
