import {
  dashboardInfo,
  listPageOf,
  organization,
  organizationNode,
  organizationTree,
  type Organization,
  type OrganizationNode,
  type OrganizationTree,
} from "@alarm/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** What a picker hands back: enough to store the choice and show its path. */
export interface PickedOrganization {
  id: number;
  name: string;
  fullOrgPath: string;
}

/**
 * Query keys of everything organization-shaped. All start with "organizations", so one
 * invalidation after a create, rename, move or delete refreshes every tree, path and limit shown.
 */
export const organizationKeys = {
  all: ["organizations"] as const,
  tree: () => ["organizations", "tree"] as const,
  children: (id: number) => ["organizations", "children", id] as const,
  show: (id: number) => ["organizations", "show", id] as const,
  search: (rootId: number, text: string) => ["organizations", "search", rootId, text] as const,
};

const nodeList = organizationNode.array();

/** GET /tree: the caller's own organization (the root of what they may see) with its children. */
export function getOrganizationTree(signal?: AbortSignal): Promise<OrganizationTree> {
  return api.get("/tree", { schema: organizationTree, signal });
}

/** GET /organizations/{id}/children: one level, for lazily loaded trees. */
export function getOrganizationChildren(id: number, signal?: AbortSignal): Promise<OrganizationNode[]> {
  return api.get(`/organizations/${id}/children`, { schema: nodeList, signal });
}

/** GET /showOrg/{id}: an organization with its full path, for display. */
export function showOrganization(id: number, signal?: AbortSignal): Promise<Organization> {
  return api.get(`/showOrg/${id}`, { schema: organization, signal });
}

export const SEARCH_PAGE_SIZE = 50;

/** POST /list of type ORGANIZATION: names containing `text` anywhere below `rootId`. */
export async function searchOrganizations(rootId: number, text: string, signal?: AbortSignal) {
  const answer = await api.post("/list", {
    schema: listPageOf("ORGANIZATION"),
    body: {
      type: "ORGANIZATION",
      currentPage: 1,
      pageSize: SEARCH_PAGE_SIZE,
      filterValue: text,
      parentOrgId: rootId,
      recursive: true,
    },
    signal,
  });
  return { count: answer.count, list: answer.list.map(({ id, name, fullOrgPath }): PickedOrganization => ({ id, name, fullOrgPath })) };
}

export function organizationTreeQueryOptions() {
  return queryOptions({ queryKey: organizationKeys.tree(), queryFn: ({ signal }) => getOrganizationTree(signal) });
}

export function organizationChildrenQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.children(id),
    queryFn: ({ signal }) => getOrganizationChildren(id, signal),
  });
}

export function showOrganizationQueryOptions(id: number) {
  return queryOptions({ queryKey: organizationKeys.show(id), queryFn: ({ signal }) => showOrganization(id, signal) });
}

export function organizationSearchQueryOptions(rootId: number, text: string) {
  return queryOptions({
    queryKey: organizationKeys.search(rootId, text),
    queryFn: ({ signal }) => searchOrganizations(rootId, text, signal),
  });
}

/**
 * The time zone an organization's dates and times are read in: its own, else the nearest one set
 * above it; above the caller's reach (answered as not found) the caller's own organization's,
 * which GET /dashboard names (the server's TIME_ZONE when no organization up the line sets one).
 */
export async function effectiveTimeZone(orgId: number, signal?: AbortSignal): Promise<string> {
  for (let id: number | null = orgId; id !== null;) {
    const shown: Organization | null = await showOrganization(id, signal).catch(() => null);
    if (!shown) break;
    if (shown.timeZone) return shown.timeZone;
    id = shown.parentId;
  }
  return (await api.get("/dashboard", { schema: dashboardInfo, signal })).timeZone;
}

export function effectiveTimeZoneQueryOptions(orgId: number) {
  return queryOptions({ queryKey: [...organizationKeys.all, "time-zone", orgId], queryFn: ({ signal }) => effectiveTimeZone(orgId, signal) });
}
