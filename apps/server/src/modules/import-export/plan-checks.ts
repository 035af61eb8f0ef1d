import {
  type alarmPointCreate,
  type Authority,
  type ConfigurationDocument,
  type ImportKind,
  type ImportPlan,
  importProblemOf,
  type ImportRow,
  type ParticipantReference,
} from "@alarm/contract";
import type { z } from "zod";
import { participantReferenceOf, type Names } from "./export.js";
import type { EntryKey, Operations } from "./import-plan.js";
import { isWithin, namedKey, participantKey } from "./keys.js";
import type { Snapshot } from "./snapshot.js";

type Doc = ConfigurationDocument;

/** A plan in a form two can be compared in: participants by the key of the row that defines them. */
export function comparablePlan(plan: Doc["alarmPlans"][number], canonical: (reference: ParticipantReference | undefined) => string | undefined) {
  return {
    ...plan,
    ranks: plan.ranks.map((rank) => ({
      waitTime: rank.waitTime,
      entries: rank.entries.map((entry) => ("participant" in entry ? { participant: canonical(entry.participant) } : entry)),
    })),
  };
}

/** The columns `pointRow` reads that a parsed definition names differently. */
export function pointColumnsOf(point: z.output<typeof alarmPointCreate>) {
  return {
    description: point.description ?? null,
    text: point.text ?? null,
    speechText: point.speechText ?? null,
    systemId: point.systemId ?? null,
    alarmPlanId: point.alarmPlanId ?? null,
    textTemplateId: point.textTemplateId ?? null,
    mediaProcessingType: point.mediaProcessingType ?? null,
    mediaUsageType: point.mediaUsageType ?? null,
  };
}

/**
 * Holidays of one organization and those above it may not overlap: those of the file with each other
 * and with the stored ones they leave. (Holidays above the root are left to the holiday service.)
 */
export function holidayOverlaps(snapshot: Snapshot, names: Names, ops: Operations["holidays"]) {
  const replaced = new Set(ops.flatMap((op) => (op.existing ? [op.existing.id] : [])));
  const kept = snapshot.holidays
    .filter((holiday) => !replaced.has(holiday.id))
    .map((holiday) => ({ path: names.pathOf(holiday.orgId), start: holiday.startDate, end: holiday.endDate, recurring: holiday.recurring }));
  const span = (holiday: { start: string; end: string; recurring: boolean }, other: { recurring: boolean }) =>
    holiday.recurring || other.recurring ? [holiday.start.slice(5), holiday.end.slice(5)] : [holiday.start, holiday.end];
  ops.forEach((op, index) => {
    const value = { ...op.value, path: op.path };
    const others = [...kept, ...ops.slice(0, index).map((other) => ({ ...other.value, path: other.path }))];
    const clash = others.find((other) => {
      // The holidays of the organizations above count too, as the holiday service counts them.
      if (!isWithin(value.path, other.path) && !isWithin(other.path, value.path)) return false;
      const [start, end] = span(value, other);
      const [otherStart, otherEnd] = span(other, value);
      return start! <= otherEnd! && otherStart! <= end!;
    });
    if (clash) op.row.problems.push(importProblemOf("start", "HOLIDAY_OVERLAP", { start: clash.start, end: clash.end }));
  });
}

/**
 * How many participants a plan (by key) reaches once the document is applied: its participants and
 * the members of its groups. Undefined when a group above the root is named, whose members are not read.
 */
export function reach(snapshot: Snapshot, names: Names, ops: Pick<Operations, "groups" | "plans">): (planKey: string) => number | undefined {
  const participantKeyOf = new Map(snapshot.participants.map((participant) => [participant.id, participantKey(participantReferenceOf(participant, names))]));
  const groupNameOf = new Map(snapshot.groups.map((group) => [group.id, namedKey(names.pathOf(group.orgId), group.name)]));
  const members = new Map<string, string[]>(
    snapshot.groups.map((group) => [groupNameOf.get(group.id)!, group.memberIds.map((id) => participantKeyOf.get(id) ?? `#${id}`)]),
  );
  for (const op of ops.groups) members.set(namedKey(op.path, op.value.name), op.value.members);
  const plans = new Map<string, EntryKey[]>(
    snapshot.plans.map((plan) => [
      namedKey(names.pathOf(plan.orgId), plan.name),
      plan.ranks.flatMap((rank) =>
        rank.entries.map((entry): EntryKey =>
          entry.participantId !== null
            ? { participant: participantKeyOf.get(entry.participantId) ?? `#${entry.participantId}` }
            : { group: groupNameOf.get(entry.participantGroupId!) ?? "above|" },
        ),
      ),
    ]),
  );
  for (const op of ops.plans)
    plans.set(
      namedKey(op.path, op.value.plan.name),
      op.value.ranks.flatMap((rank) => rank.entries),
    );
  return (planKey) => {
    const entries = plans.get(planKey);
    if (!entries) return undefined;
    const reached = new Set<string>();
    for (const entry of entries) {
      if ("participant" in entry) reached.add(entry.participant);
      else {
        const groupMembers = members.get(entry.group);
        if (!groupMembers) return undefined;
        for (const member of groupMembers) reached.add(member);
      }
    }
    return reached.size;
  };
}

export function indexBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T> {
  const index = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!index.has(key)) index.set(key, row);
  }
  return index;
}

export function summarize(rows: ImportRow[], applied: boolean): ImportPlan {
  const totals: ImportPlan["totals"] = {};
  let problems = 0;
  for (const row of rows) {
    const total = (totals[row.kind] ??= { create: 0, update: 0, unchanged: 0, problems: 0 });
    total[row.action === "CREATE" ? "create" : row.action === "UPDATE" ? "update" : "unchanged"] += 1;
    total.problems += row.problems.length;
    problems += row.problems.length;
  }
  return { applied, rows, totals, problems };
}

/** The authority the editor of each kind asks for: an import changes a kind only for a holder of it too. */
const AUTHORITY_OF_KIND: Record<ImportKind, Authority> = {
  ORGANIZATION: "ORGANIZATION_ADMIN",
  USERGROUP: "ROLE_ADMIN",
  USER: "USER_ADMIN",
  PARTICIPANT_ROTATIONAL: "SCHEDULE_ADMIN",
  PARTICIPANT: "PARTICIPANT_ADMIN",
  PARTICIPANT_GROUP: "PARTICIPANT_ADMIN",
  HOLIDAY: "PARTICIPANT_ADMIN",
  TEXT_TEMPLATE: "ALARM_DEFINITION",
  ALARMPLAN: "ALARM_DEFINITION",
  ALARMPOINT: "ALARM_DEFINITION",
  ALARM_ROTATIONAL: "SCHEDULE_ADMIN",
  ALARM_TEMPLATE: "ALARM_DEFINITION",
};

/** A row that would create or change an object the importer may not administer is a problem; unchanged rows are not. */
export function authorityProblems(rows: ImportRow[], authorities: readonly Authority[]): void {
  for (const row of rows) {
    const needed = AUTHORITY_OF_KIND[row.kind];
    if (row.action !== "UNCHANGED" && !authorities.includes(needed)) row.problems.push(importProblemOf("", "AUTHORITY_NEEDED", { authority: needed }));
  }
}
