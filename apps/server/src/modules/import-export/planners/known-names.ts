import type { ConfigurationDocument } from "@alarm/contract";
import type { AboveRoot } from "../above-root.js";
import { type Names, pointReferenceOf } from "../export.js";
import { namedKey, pointKeyOf } from "../keys.js";
import type { Snapshot } from "../snapshot.js";

/** Names resolved by walking up from an organization: what the document and the database hold, keyed by namedKey. */
export type Known = { keys: Set<string>; above: Map<string, number> };
/** The kinds a row may name by name, in its organization or above it. */
export type KnownKind = "plan" | "point" | "standbySchedule" | "teamSchedule" | "group" | "textTemplate";

/** For each kind a row may name: the names the document and the database hold, and those above the root. */
export function knownNames(snapshot: Snapshot, doc: ConfigurationDocument, above: AboveRoot, names: Names): Record<KnownKind, Known> {
  const knownOf = (stored: { orgId: number; name: string }[], wanted: { organization: string[]; name: string }[], aboveRoot: Map<string, number>): Known => ({
    keys: new Set([...stored.map((row) => namedKey(names.pathOf(row.orgId), row.name)), ...wanted.map((row) => namedKey(row.organization, row.name.trim()))]),
    above: aboveRoot,
  });
  return {
    plan: knownOf(snapshot.plans, doc.alarmPlans, above.plans),
    point: {
      keys: new Set([
        ...snapshot.points.map((point) => namedKey(names.pathOf(point.orgId), pointKeyOf(pointReferenceOf(point)))),
        ...doc.alarmPoints.map((point) =>
          namedKey(point.organization, pointKeyOf(point.systemId?.trim() ? { systemId: point.systemId } : { name: point.name })),
        ),
      ]),
      above: above.points,
    },
    standbySchedule: knownOf(snapshot.standbySchedules, doc.standbySchedules, above.standbySchedules),
    teamSchedule: knownOf(snapshot.teamSchedules, doc.teamSchedules, above.teamSchedules),
    group: knownOf(snapshot.groups, doc.participantGroups, above.groups),
    textTemplate: knownOf(snapshot.textTemplates, doc.textTemplates, above.textTemplates),
  };
}

/** The key of the nearest `name` from `path` up to the root, then above the root within the caller's scope. */
export function resolveUp(known: Known, path: string[], name: string): string | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const key = namedKey(path.slice(0, depth), name);
    if (known.keys.has(key)) return key;
  }
  return known.above.has(name) ? `above|${name}` : undefined;
}
