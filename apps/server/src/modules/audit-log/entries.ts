import type { AuditAction, AuditChange, AuditEntry, AuditedObjectType, AuditFieldChange } from "@alarm/contract";
import { isDeepStrictEqual } from "node:util";
import type { AuditRow } from "./repo.js";

/** Columns every change touches, which say nothing about it. */
const BOOKKEEPING = new Set(["id", "version"]);

/** The fields an entry changed: all of a new or removed row, the differing ones of an update, an event's details. */
export function fieldChanges(action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditFieldChange[] {
  if (action === "UPDATE" && before && after) {
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !BOOKKEEPING.has(field));
    return fields
      .filter((field) => !isDeepStrictEqual(before[field], after[field]))
      .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
  }
  if (action === "DELETE" && before) return present(before).map(([field, value]) => ({ field, before: value }));
  return present(after ?? {}).map(([field, value]) => ({ field, after: value }));
}

const present = (row: Record<string, unknown>) => Object.entries(row).filter(([field, value]) => !BOOKKEEPING.has(field) && value !== null);

/** The words a person knows the object by: its name, login, title or address. */
function labelOf(row: Record<string, unknown> | null): string | null {
  if (!row) return null;
  if (typeof row.surname === "string" && typeof row.name === "string") return `${row.name} ${row.surname}`;
  for (const field of ["name", "login", "title", "task", "address", "app_type"]) {
    const value = row[field];
    if (typeof value === "string" && value.length > 0) return value;
  }
  return null;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    changeId: row.tx_id,
    action: row.action as AuditAction,
    objectType: row.object_type as AuditedObjectType,
    objectId: row.object_id,
    parentType: row.parent_type,
    parentId: row.parent_id,
    orgId: row.org_id,
    orgName: row.org_name,
    actorLogin: row.actor_login,
    address: row.address,
    userAgent: row.user_agent,
    label: labelOf(row.after) ?? labelOf(row.before),
    changes: fieldChanges(row.action, row.before, row.after),
  };
}

/**
 * Editors save a plan's ranks or a point's instruction files by deleting and inserting them again:
 * a part removed and added back unchanged within one change is no change, and is left out.
 */
function withoutRewrittenParts(rows: AuditRow[]): AuditRow[] {
  const withoutId = (row: Record<string, unknown> | null) => {
    const { id: _id, ...rest } = row ?? {};
    return rest;
  };
  const removed = rows.filter((row) => row.action === "DELETE" && row.parent_type !== null);
  const dropped = new Set<AuditRow>();
  for (const inserted of rows) {
    if (inserted.action !== "INSERT" || inserted.parent_type === null) continue;
    const twin = removed.find(
      (row) => !dropped.has(row) && row.object_type === inserted.object_type && isDeepStrictEqual(withoutId(row.before), withoutId(inserted.after)),
    );
    if (twin) {
      dropped.add(twin);
      dropped.add(inserted);
    }
  }
  return rows.filter((row) => !dropped.has(row));
}

/** Rows of consecutive transactions (as objectHistory reads them) as changes, each with what it really changed. */
export function toAuditChanges(rows: AuditRow[]): AuditChange[] {
  const byChange = new Map<number, AuditRow[]>();
  for (const row of rows) byChange.set(row.tx_id, [...(byChange.get(row.tx_id) ?? []), row]);
  const changes: AuditChange[] = [];
  for (const [changeId, changeRows] of byChange) {
    const entries = withoutRewrittenParts(changeRows)
      .map(toAuditEntry)
      .filter((entry) => entry.action !== "UPDATE" || entry.changes.length > 0);
    const first = changeRows[0]!;
    if (entries.length > 0) changes.push({ changeId, at: first.at, actorLogin: first.actor_login, address: first.address, entries });
  }
  return changes;
}
