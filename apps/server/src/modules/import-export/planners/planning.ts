import { type ConfigurationDocument, type ImportKind, importProblemOf, type ImportRow, type ObjectType, schemaProblems } from "@alarm/contract";
import type { Principal } from "../../../core/principal.js";
import type { Executor } from "../../../db/database.js";
import { type AboveRoot, readAboveRoot } from "../above-root.js";
import { namesOf } from "../export.js";
import { describePath, namedKey, pathKey } from "../keys.js";
import { indexBy } from "../plan-checks.js";
import type { PlanContext } from "../schedule-plan.js";
import type { OrgNode, Snapshot } from "../snapshot.js";
import { knownNames, resolveUp } from "./known-names.js";

/** What every kind's planner shares: the document, what is stored, and the rows planned so far. */
export type Planning = PlanContext & {
  db: Executor;
  principal: Principal;
  snapshot: Snapshot;
  doc: ConfigurationDocument;
  above: AboveRoot;
  /** The installation's time zone, for private schedule entries that name none. */
  timeZone: string;
  /** Every row, in the order planned. */
  rows: ImportRow[];
  /** The rows that create an object, by type, with the organization path that would hold it. */
  creates: Map<ObjectType, { holder: string[]; row: ImportRow }[]>;
  existingOrg(path: string[]): OrgNode | undefined;
  /** Stored rows by organization path and name (or another text), the first of equals. */
  byName<T extends { orgId: number }>(list: T[], nameOf: (row: T) => string): Map<string, T>;
};

/** Reads the names every planner resolves (a few queries, whatever the document's size) and starts an empty plan. */
export async function startPlanning(db: Executor, principal: Principal, snapshot: Snapshot, doc: ConfigurationDocument, timeZone: string): Promise<Planning> {
  const names = await namesOf(db, snapshot);
  const above = await readAboveRoot(db, principal, snapshot.root.id);
  const rows: ImportRow[] = [];
  const creates = new Map<ObjectType, { holder: string[]; row: ImportRow }[]>();
  const orgPaths = new Set(snapshot.orgs.map((org) => pathKey(org.path)));
  const docOrgPaths = new Set(doc.organizations.map((org) => pathKey(org.path)));
  const orgByPath = indexBy(snapshot.orgs, (org) => pathKey(org.path));
  const known = knownNames(snapshot, doc, above, names);
  const seen = new Map<string, Set<string>>();

  /** A new row, with its action decided from the stored and the wanted form in the document's shape. */
  function track<T extends object>(kind: ImportKind, key: string, holder: string[], stored: T | undefined, wanted: T, ignore: (keyof T)[] = []): ImportRow {
    const row: ImportRow = { kind, key, action: "CREATE", problems: [] };
    if (stored) {
      const changes = (Object.keys(wanted) as (keyof T)[]).filter(
        (field) => !ignore.includes(field) && JSON.stringify(stored[field]) !== JSON.stringify(wanted[field]),
      );
      row.action = changes.length ? "UPDATE" : "UNCHANGED";
      if (changes.length) row.changes = changes.map(String);
    } else {
      const list = creates.get(kind as ObjectType) ?? [];
      list.push({ holder, row });
      creates.set(kind as ObjectType, list);
    }
    rows.push(row);
    return row;
  }
  const problem: PlanContext["problem"] = (row, field, code, params) => row.problems.push(importProblemOf(field, code, params));
  return {
    db,
    principal,
    snapshot,
    doc,
    above,
    timeZone,
    rows,
    creates,
    names,
    track,
    problem,
    issues: (row, error, rename = {}) => row.problems.push(...schemaProblems(error, rename)),
    once: (row, kind, key) => {
      const keys = seen.get(kind) ?? new Set<string>();
      if (keys.has(key)) problem(row, "", "DUPLICATE_ROW");
      keys.add(key);
      seen.set(kind, keys);
    },
    orgKnown: (row, path) => {
      if (!orgPaths.has(pathKey(path)) && !docOrgPaths.has(pathKey(path)))
        problem(row, "organization", "UNKNOWN_ORGANIZATION", { organization: describePath(path) });
    },
    resolve: (kind, path, name) => resolveUp(known[kind], path, name),
    existingOrg: (path) => orgByPath.get(pathKey(path)),
    byName: (list, nameOf) => indexBy(list, (row) => namedKey(names.pathOf(row.orgId), nameOf(row))),
  };
}
