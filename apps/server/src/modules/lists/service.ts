import { type listRequest, type membershipRequest, type multiListRequest, type ListPage, type ObjectType } from "@alarm/contract";
import { and, asc, Column, count, desc, eq, ilike, inArray, is, or, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { accessDenied, fieldError, notFound } from "../../core/errors.js";
import { countInSubtree, type CounterType } from "../../core/object-counts.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { usableInOrganization } from "../../core/reference-scope.js";
import { LIST_SOURCES, type ListSource } from "./list-sources.js";
import { MEMBERSHIPS } from "./memberships.js";
import { containsPattern } from "../../core/text-search.js";

type ListQuery = z.output<typeof listRequest>;
type MultiListQuery = z.output<typeof multiListRequest>;
type MembershipQuery = z.output<typeof membershipRequest>;

export class ListService {
  constructor(private readonly db: Db) {}

  async list(principal: Principal, query: ListQuery): Promise<ListPage> {
    const parentOrgId = query.parentOrgId ?? principal.orgId;
    if (!(await isWithinOrganization(this.db, principal.orgId, parentOrgId))) throw notFound("Organization");
    const source = this.readableSource(principal, query.type);
    const inOrganization = query.recursive ? inOrganizationSubtree(source.scopeColumn, parentOrgId) : eq(source.scopeColumn, parentOrgId);
    const scope = and(inOrganization, source.condition?.(query, principal.authorities), await this.usableIn(principal, source, query))!;
    const counters =
      query.filterValue?.trim() || query.usableInOrgId
        ? undefined
        : source.countersFor
          ? source.countersFor(query)
          : source.countedAs && { add: source.countedAs };
    const count = (type: CounterType) => countInSubtree(this.db, type, parentOrgId, query.recursive);
    const keptCount = counters && (async () => (await count(counters.add)) - (counters.subtract ? await count(counters.subtract) : 0));
    return this.page(source, scope, query, keptCount);
  }

  /** The same list over `parentOrgId` and `parentOrgIds` together; an organization outside the caller's scope answers not found. */
  async listMulti(principal: Principal, query: MultiListQuery): Promise<ListPage> {
    const named = [...(query.parentOrgId ? [query.parentOrgId] : []), ...(query.parentOrgIds ?? [])];
    const orgIds = named.length > 0 ? [...new Set(named)] : [principal.orgId];
    for (const orgId of orgIds) {
      if (!(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
    }
    const source = this.readableSource(principal, query.type);
    const scopes = orgIds.map((orgId) => (query.recursive ? inOrganizationSubtree(source.scopeColumn, orgId) : eq(source.scopeColumn, orgId)));
    return this.page(source, and(or(...scopes), source.condition?.(query, principal.authorities), await this.usableIn(principal, source, query))!, query);
  }

  async membership(principal: Principal, query: MembershipQuery): Promise<ListPage> {
    const membership = MEMBERSHIPS[`${query.type}<${query.referenceType}`];
    if (!membership) throw fieldError("referenceType", `No membership between ${query.type} and ${query.referenceType}`, "UNSUPPORTED");
    const reference = this.readableSource(principal, query.referenceType);
    const [found] = await this.db
      .select({ inScope: inOrganizationSubtree(reference.scopeColumn, principal.orgId) })
      .from(reference.table)
      .where(eq(reference.id, query.objectId));
    if (!found?.inScope) throw notFound("Object");
    const source = this.readableSource(principal, query.type);
    const condition = and(membership(query.objectId), inOrganizationSubtree(source.scopeColumn, principal.orgId))!;
    return this.page(source, condition, { ...query, sortField: "name", sortOrder: "ASCENDING" });
  }

  /** With `usableInOrgId`: only objects of that organization or above it (still in the caller's scope), as a picker offers them. */
  private async usableIn(principal: Principal, source: ListSource, query: { usableInOrgId?: number | undefined }): Promise<SQL | undefined> {
    if (query.usableInOrgId === undefined) return undefined;
    if (!(await isWithinOrganization(this.db, principal.orgId, query.usableInOrgId))) throw notFound("Organization");
    return usableInOrganization(source.scopeColumn, { orgId: query.usableInOrgId, callerOrgId: principal.orgId });
  }

  private readableSource(principal: Principal, type: ObjectType): ListSource {
    const source = LIST_SOURCES[type];
    if (!source) throw fieldError("type", `Objects of type ${type} cannot be listed yet`, "UNSUPPORTED");
    const allowed = source.readAuthorities.length === 0 || source.readAuthorities.some((a) => principal.authorities.includes(a));
    if (!allowed) throw accessDenied();
    return source;
  }

  private async page(
    source: ListSource,
    scope: SQL,
    query: { currentPage: number; pageSize: number; filterValue?: string | undefined; sortField: string; sortOrder: string },
    keptCount?: () => Promise<number>,
  ): Promise<ListPage> {
    // Own properties only: "__proto__" or "constructor" must not reach Object.prototype.
    const sortColumn = Object.hasOwn(source.sortFields, query.sortField) ? source.sortFields[query.sortField] : undefined;
    if (!sortColumn) throw fieldError("sortField", `Cannot sort by ${query.sortField}`, "UNSUPPORTED");
    const text = query.filterValue?.trim();
    const search = text ? or(...source.searchColumns.map((column) => ilike(column, containsPattern(text)))) : undefined;
    const where = and(scope, search);
    const direction = query.sortOrder === "DESCENDING" ? desc : asc;

    const withJoins = <T extends PgSelect>(builder: T): T =>
      source.joins.reduce<T>(
        (query, join) => (join.kind === "inner" ? query.innerJoin(join.table, join.on) : query.leftJoin(join.table, join.on)) as unknown as T,
        builder,
      );
    const order = [direction(sortColumn), direction(source.id)];
    // Deferred join: the page's ids are found on the table and its indexes alone, and only those
    // rows are joined for their display fields, so a deep page costs what a plain SELECT costs.
    const sortsOnOwnColumn = is(sortColumn, Column) && sortColumn.table === source.table;
    const pageIds = this.db.select({ id: source.id }).from(source.table).$dynamic();
    const pageIdsQuery = (sortsOnOwnColumn ? pageIds : withJoins(pageIds))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize);
    const rowsQuery = withJoins(this.db.select(source.fields).from(source.table).$dynamic())
      .where(inArray(source.id, pageIdsQuery))
      .orderBy(...order);
    const countQuery = keptCount
      ? keptCount()
      : this.db
          .select({ total: count() })
          .from(source.table)
          .where(where)
          .then(([row]) => row?.total ?? 0);
    const [rows, total] = await Promise.all([rowsQuery, countQuery]);
    return {
      list: rows.map(withDatesAsText) as ListPage["list"],
      count: total,
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      pagesCount: Math.ceil(total / query.pageSize),
    };
  }
}

/** Timestamps as the ISO text the rows declare (what JSON would make of them). */
const withDatesAsText = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([field, value]) => [field, value instanceof Date ? value.toISOString() : value]));
