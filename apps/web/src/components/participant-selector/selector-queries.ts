import { deviceTypeList, listPageOf, MAX_PAGE_SIZE } from "@alarm/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { BodyOf } from "../../lib/api-routes";
import type { GroupItem, OrgItem } from "./selector-items";

/** The participant selector reads pages of 10,000 (docs/domain-rules.md#constants). */
export const SELECTOR_PAGE_SIZE = MAX_PAGE_SIZE;

/**
 * Query keys of the selector. They start with "participant-selector", so a screen that changes
 * participants or groups refreshes every open selector with one invalidation.
 */
export const selectorKeys = {
  all: ["participant-selector"] as const,
  participantsIn: (orgId: number, usableInOrgId: UsableIn) => ["participant-selector", "participants", "in", orgId, usableInOrgId] as const,
  groupsIn: (orgId: number, usableInOrgId: UsableIn) => ["participant-selector", "groups", "in", orgId, usableInOrgId] as const,
  participantSearch: (rootId: number, filterValue: string, usableInOrgId: UsableIn) =>
    ["participant-selector", "participants", "search", rootId, filterValue, usableInOrgId] as const,
  groupSearch: (rootId: number, filterValue: string, usableInOrgId: UsableIn) =>
    ["participant-selector", "groups", "search", rootId, filterValue, usableInOrgId] as const,
  /** Under "organizations" too: the organizations whose participants an object of `usableInOrgId` may name. */
  usableOrganizations: (usableInOrgId: number) => ["organizations", "usable-in", usableInOrgId] as const,
  devices: () => ["participant-selector", "devices"] as const,
  /** Under "organizations", so that a changed organization refreshes the paths of a search too. */
  subtree: (rootId: number) => ["organizations", "subtree", rootId] as const,
};

export type ListPage<T> = { list: T[]; count: number };

/** The organization of the object being edited (a plan, a group): only what it may name is offered. Null: everything the caller sees. */
export type UsableIn = number | null;

interface ListScope {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  usableInOrgId?: UsableIn;
}

function listBody(type: "PARTICIPANT" | "PARTICIPANT_GROUP" | "ORGANIZATION", { usableInOrgId = null, ...scope }: ListScope): BodyOf<"POST", "/list"> {
  return {
    type,
    currentPage: 1,
    pageSize: SELECTOR_PAGE_SIZE,
    sortField: "name",
    sortOrder: "ASCENDING",
    ...scope,
    ...(usableInOrgId === null ? {} : { usableInOrgId }),
  };
}

export async function fetchParticipants(scope: ListScope, signal?: AbortSignal) {
  const page = await api.post("/list", { schema: listPageOf("PARTICIPANT"), body: listBody("PARTICIPANT", scope), signal });
  return { list: page.list, count: page.count };
}

export async function fetchGroups(scope: ListScope, signal?: AbortSignal): Promise<ListPage<GroupItem>> {
  const page = await api.post("/list", { schema: listPageOf("PARTICIPANT_GROUP"), body: listBody("PARTICIPANT_GROUP", scope), signal });
  return { list: page.list, count: page.count };
}

/** Every organization from `rootId` down, for placing search matches under their path. */
export async function fetchSubtree(rootId: number, signal?: AbortSignal): Promise<OrgItem[]> {
  const page = await api.post("/list", {
    schema: listPageOf("ORGANIZATION"),
    body: listBody("ORGANIZATION", { parentOrgId: rootId, recursive: true, filterValue: "" }),
    signal,
  });
  return page.list;
}

/** Participants of one organization (not below it): what expanding it in the tree shows. */
export function participantsInQueryOptions(orgId: number, usableInOrgId: UsableIn = null) {
  return queryOptions({
    queryKey: selectorKeys.participantsIn(orgId, usableInOrgId),
    queryFn: ({ signal }) => fetchParticipants({ parentOrgId: orgId, recursive: false, filterValue: "", usableInOrgId }, signal),
  });
}

export function groupsInQueryOptions(orgId: number, usableInOrgId: UsableIn = null) {
  return queryOptions({
    queryKey: selectorKeys.groupsIn(orgId, usableInOrgId),
    queryFn: ({ signal }) => fetchGroups({ parentOrgId: orgId, recursive: false, filterValue: "", usableInOrgId }, signal),
  });
}

export function participantSearchQueryOptions(rootId: number, filterValue: string, usableInOrgId: UsableIn = null) {
  return queryOptions({
    queryKey: selectorKeys.participantSearch(rootId, filterValue, usableInOrgId),
    queryFn: ({ signal }) => fetchParticipants({ parentOrgId: rootId, recursive: true, filterValue, usableInOrgId }, signal),
  });
}

export function groupSearchQueryOptions(rootId: number, filterValue: string, usableInOrgId: UsableIn = null) {
  return queryOptions({
    queryKey: selectorKeys.groupSearch(rootId, filterValue, usableInOrgId),
    queryFn: ({ signal }) => fetchGroups({ parentOrgId: rootId, recursive: true, filterValue, usableInOrgId }, signal),
  });
}

/** The ids of the organizations an object of `usableInOrgId` may name objects of: it and those above it, within the caller's scope. */
export function usableOrganizationsQueryOptions(usableInOrgId: number) {
  return queryOptions({
    queryKey: selectorKeys.usableOrganizations(usableInOrgId),
    queryFn: async ({ signal }) => {
      // From the caller's own organization down (the default), those the object's organization lies in.
      const body: BodyOf<"POST", "/list"> = {
        type: "ORGANIZATION",
        currentPage: 1,
        pageSize: SELECTOR_PAGE_SIZE,
        sortField: "name",
        sortOrder: "ASCENDING",
        usableInOrgId,
      };
      const page = await api.post("/list", { schema: listPageOf("ORGANIZATION"), body, signal });
      return new Set(page.list.map((org) => org.id));
    },
  });
}

export function subtreeQueryOptions(rootId: number) {
  return queryOptions({ queryKey: selectorKeys.subtree(rootId), queryFn: ({ signal }) => fetchSubtree(rootId, signal) });
}

/** GET /list/devices: the device types there are, for the device group filter. */
export function deviceTypesQueryOptions() {
  return queryOptions({
    queryKey: selectorKeys.devices(),
    queryFn: async ({ signal }) => (await api.get("/list/devices", { schema: deviceTypeList, signal })).map((device) => device.type),
    staleTime: Infinity,
  });
}
