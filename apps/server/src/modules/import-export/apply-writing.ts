import type { ImportRow } from "@alarm/contract";
import { AppError } from "../../core/errors.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { participantReferenceOf, pointReferenceOf } from "./export.js";
import type { Op, Resolution } from "./import-plan.js";
import { namedKey, participantKey, pathKey, pointKeyOf } from "./keys.js";
import { refusalProblems } from "./problem-codes.js";

/** A row the database refused while applying: the import is refused as a whole, with that row's problem. */
export class RowRefused extends Error {
  constructor(
    readonly row: ImportRow,
    readonly rows: ImportRow[],
  ) {
    super(`${row.kind} ${row.key} was refused`);
  }
}

/** The ids of what exists by now, by the keys the plan names objects with; each step adds what it creates. */
export type IdsByKey = {
  organizations: Map<string, number>;
  participants: Map<string, number>;
  roles: Map<string, number>;
  groups: Map<string, number>;
  textTemplates: Map<string, number>;
  plans: Map<string, number>;
  teamSchedules: Map<string, number>;
  standbySchedules: Map<string, number>;
  points: Map<string, number>;
};

/** What every step of applying an import shares. */
export type ImportWriting = {
  tx: Executor;
  /** The same transaction, as the services take it. */
  db: Db;
  principal: Principal;
  timeZone: string;
  resolution: Resolution;
  ids: IdsByKey;
  orgId: (path: string[]) => number;
  participantId: (key: string) => number;
  /**
   * Writes each created or updated op of the list in turn; a refusal of the services marks its row
   * and refuses the whole import.
   */
  eachWritten: <V>(list: Op<V>[], write: (op: Op<V>) => Promise<void>) => Promise<void>;
};

export function startWriting(tx: Executor, principal: Principal, resolution: Resolution, timeZone: string): ImportWriting {
  const ids = storedIds(resolution);
  return {
    tx,
    db: tx as unknown as Db,
    principal,
    timeZone,
    resolution,
    ids,
    orgId: (path) => ids.organizations.get(pathKey(path))!,
    participantId: (key) => ids.participants.get(key)!,
    eachWritten: async (list, write) => {
      for (const op of list.filter((op) => op.row.action !== "UNCHANGED")) {
        try {
          await write(op);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          op.row.problems.push(...refusalProblems(error));
          throw new RowRefused(op.row, resolution.plan.rows);
        }
      }
    },
  };
}

/** The stored objects of the subtree and those above the root a document may name, by key. */
function storedIds({ snapshot, above }: Resolution): IdsByKey {
  const pathOf = (id: number) => snapshot.orgById.get(id)?.path ?? [];
  const participants = new Map<string, number>();
  for (const participant of snapshot.participants) {
    participants.set(participantKey({ organization: pathOf(participant.orgId), name: participant.name, surname: participant.surname }), participant.id);
    participants.set(participantKey(participantReferenceOf(participant, { pathOf })), participant.id);
  }
  const namedIds = (rows: { id: number; orgId: number; name: string }[], aboveRoot: Map<string, number>) =>
    new Map([
      ...rows.map((row) => [namedKey(pathOf(row.orgId), row.name), row.id] as const),
      ...[...aboveRoot].map(([name, id]) => [`above|${name}`, id] as const),
    ]);
  return {
    organizations: new Map(snapshot.orgs.map((org) => [pathKey(org.path), org.id])),
    participants,
    roles: namedIds(snapshot.roles, new Map()),
    groups: namedIds(snapshot.groups, above.groups),
    textTemplates: namedIds(snapshot.textTemplates, above.textTemplates),
    plans: namedIds(snapshot.plans, above.plans),
    teamSchedules: namedIds(snapshot.teamSchedules, above.teamSchedules),
    standbySchedules: namedIds(snapshot.standbySchedules, above.standbySchedules),
    points: namedIds(
      snapshot.points.map((point) => ({ ...point, name: pointKeyOf(pointReferenceOf(point)) })),
      above.points,
    ),
  };
}
