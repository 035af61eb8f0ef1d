import {
  type AlarmPoint,
  type Consequential,
  CONSEQUENTIAL_TRIGGER_TYPES,
  type ConsequentialTriggerType,
  type Language,
  TRIGGER_TYPE_NAMES,
  type ValidConsequentialCreate,
  type ValidConsequentialUpdate,
} from "@alarm/contract";
import { AppError, fieldError, notFound, staleVersion } from "../../core/errors.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { assertRoomFor } from "../../core/object-limits.js";
import {
  type ConsequentialColumns,
  consequentialColumnsOf,
  consequentialRowsOf,
  insertPoint,
  instructionFilesOfPoints,
  isTriggerTypeClash,
  replaceInstructionFiles,
  setDeleted,
  updatePointRow,
  usedTriggerTypes,
} from "./repo.js";
import { AlarmPointService, valuesOf } from "./service.js";

const triggerTypeTaken = () => fieldError("consequentialTrigger", "The alarm point has a consequential trigger of this type already", "TRIGGER_TYPE_TAKEN");

/** An alarm point of type CONSEQUENTIAL as a trigger of its initiator. */
function consequentialOf(point: AlarmPoint, own: ConsequentialColumns & { initiatorName: string }): Consequential {
  return {
    ...point,
    alarmPointType: "CONSEQUENTIAL",
    mediaProcessingType: point.mediaProcessingType ?? "BY_RANK",
    mediaUsageType: point.mediaUsageType ?? "ALL",
    consequentialTrigger: own.consequentialTrigger as ConsequentialTriggerType,
    initiatorId: own.initiatorId,
    initiatorName: own.initiatorName,
  };
}

/**
 * Consequential triggers (docs/glossary.md#alarm-definition): alarm points of type CONSEQUENTIAL
 * owned by an initiating alarm point, whose alarms raise them when they reach the trigger's type
 * (engine/follow-ups). They live in the initiator's organization and are seen and changed with the
 * initiator's rights.
 */
export class ConsequentialService {
  private readonly points: AlarmPointService;

  constructor(readonly db: Db) {
    this.points = new AlarmPointService(db);
  }

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<Consequential> {
    const point = await this.points.get(principal, id, db);
    const own = await consequentialColumnsOf(db, id);
    if (!own || point.deleted) throw notFound("Consequential trigger");
    return consequentialOf(point, own);
  }

  /** The triggers of the initiator in the caller's scope; they share its organization, so its check covers them all. */
  async list(principal: Principal, initiatorId: number): Promise<Consequential[]> {
    await this.initiator(principal, initiatorId);
    const rows = await consequentialRowsOf(this.db, initiatorId);
    const files = await instructionFilesOfPoints(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => consequentialOf({ ...row, instructionFiles: files.get(row.id) ?? [] }, row));
  }

  create(principal: Principal, request: ValidConsequentialCreate) {
    return this.writing(async (tx) => {
      const initiator = await this.initiator(principal, request.initiatorId, tx);
      const definition = { ...request, systemId: null, alarmPointType: "CONSEQUENTIAL" as const };
      await this.points.assertDefinitionValid(tx, principal, initiator.orgId, definition);
      if (!(await this.freeTypes(tx, initiator.id)).includes(request.consequentialTrigger)) throw triggerTypeTaken();
      await assertRoomFor(tx, "ALARMPOINT", initiator.orgId);
      const id = await insertPoint(tx, {
        ...valuesOf(definition),
        orgId: initiator.orgId,
        alarmPointType: "CONSEQUENTIAL",
        initiatorId: initiator.id,
        consequentialTrigger: request.consequentialTrigger,
      });
      await replaceInstructionFiles(tx, id, request.instructionFileIds);
      return this.get(principal, id, tx);
    });
  }

  update(principal: Principal, request: ValidConsequentialUpdate) {
    return this.writing(async (tx) => {
      const current = await this.get(principal, request.id, tx);
      const definition = { ...request, systemId: null, alarmPointType: "CONSEQUENTIAL" as const };
      await this.points.assertDefinitionValid(tx, principal, current.orgId, definition, current.id);
      if (!(await this.freeTypes(tx, current.initiatorId, current)).includes(request.consequentialTrigger)) throw triggerTypeTaken();
      const values = { ...valuesOf(definition), consequentialTrigger: request.consequentialTrigger };
      if (!(await updatePointRow(tx, current.id, request.version, values))) throw staleVersion();
      await replaceInstructionFiles(tx, current.id, request.instructionFileIds);
      return this.get(principal, current.id, tx);
    });
  }

  /** Marks the trigger deleted: its initiator's alarms raise it no more; follow-ups already raised go on. */
  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const current = await this.get(principal, id, tx);
      if (!(await setDeleted(tx, id, current.version, true))) throw staleVersion();
    });
  }

  /** The trigger types `initiatorId` has no trigger for yet, and the type of `currentId` (the one being edited). */
  async triggerTypes(principal: Principal, initiatorId: number, currentId?: number): Promise<ConsequentialTriggerType[]> {
    await this.initiator(principal, initiatorId);
    const current = currentId === undefined ? undefined : await this.get(principal, currentId);
    if (current && current.initiatorId !== initiatorId) throw notFound("Consequential trigger");
    return this.freeTypes(this.db, initiatorId, current);
  }

  showName(principal: Principal, triggerType: ConsequentialTriggerType) {
    const names = TRIGGER_TYPE_NAMES[principal.language as Language] ?? TRIGGER_TYPE_NAMES.ENGLISH;
    return { triggerType, name: names[triggerType] };
  }

  private async freeTypes(db: Executor, initiatorId: number, current?: Consequential): Promise<ConsequentialTriggerType[]> {
    const used = new Set(await usedTriggerTypes(db, initiatorId, current?.id));
    return CONSEQUENTIAL_TRIGGER_TYPES.filter((type) => !used.has(type));
  }

  /** The initiating point, within the caller's scope and not deleted. */
  private async initiator(principal: Principal, id: number, db: Executor = this.db) {
    const point = await this.points.get(principal, id, db);
    if (point.deleted) throw notFound("Alarm point");
    return point;
  }

  /** A transaction whose unique-index refusal of a second trigger of one type (a race past the check) reads as the check's own answer. */
  private async writing<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (!(error instanceof AppError) && isTriggerTypeClash(error)) throw triggerTypeTaken();
      throw error;
    }
  }
}
