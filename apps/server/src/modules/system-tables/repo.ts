import type { SystemTableFilterMode } from "@alarm/contract";
import { and, asc, count, desc, inArray, type SQL, sql } from "drizzle-orm";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import type { Executor } from "../../db/database.js";
import type { ShownColumn, SystemTableSource, TableScope } from "./whitelist.js";
import { containsPattern } from "../../core/text-search.js";

export type ColumnFilter = { column: ShownColumn; mode: SystemTableFilterMode; value: string };

export type PageQuery = {
  /** The caller's organization, whose subtree's rows are read; null: every row (the total system). */
  subtreeOf: number | null;
  filters: readonly ColumnFilter[];
  sort: { column: ShownColumn | null; descending: boolean };
  limit: number;
  offset: number;
};

/** The rows of the page (column name → value as the driver gives it) and how many rows match in all. */
export async function tablePage(db: Executor, source: SystemTableSource, query: PageQuery): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const where = and(scopeCondition(db, source.scope, query.subtreeOf), ...query.filters.map(filterCondition));
  const direction = query.sort.descending ? desc : asc;
  const order = [...(query.sort.column ? [direction(query.sort.column.order)] : []), ...source.key.map(direction)];
  const fields = Object.fromEntries(source.columns.map((column) => [column.name, column.value]));
  const [rows, [counted]] = await Promise.all([
    db
      .select(fields)
      .from(source.table)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(source.table).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

function scopeCondition(db: Executor, scope: TableScope, subtreeOf: number | null): SQL | undefined {
  if (subtreeOf === null) return undefined;
  switch (scope.kind) {
    case "ORGANIZATION":
      return inOrganizationSubtree(scope.column, subtreeOf);
    case "PARENT": {
      const { table, id, organization } = scope.parent;
      return inArray(scope.column, db.select({ id }).from(table).where(inOrganizationSubtree(organization, subtreeOf)));
    }
    case "TOTAL_SYSTEM":
      // Not offered below the total system; should it be asked for anyway, no row.
      return sql`false`;
  }
}

/** The filter text is a bound parameter, compared with the column's text: no input makes the comparison fail. */
function filterCondition({ column, mode, value }: ColumnFilter): SQL {
  return mode === "EQUALS" ? sql`${column.text} = ${value}` : sql`${column.text} ilike ${containsPattern(value)}`;
}
