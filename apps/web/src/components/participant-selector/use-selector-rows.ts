import { useQueries, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { organizationChildrenQueryOptions, showOrganizationQueryOptions } from "../organization-picker/organization-queries";
import { isAdHoc, type SelectedParticipantEntry } from "./selected-entries";
import { matchesGroup, matchesParticipant, type LoadPlan, type SelectorFilters } from "./selector-filters";
import type { GroupItem, OrgItem, ParticipantItem } from "./selector-items";
import {
  groupSearchQueryOptions,
  groupsInQueryOptions,
  participantSearchQueryOptions,
  participantsInQueryOptions,
  subtreeQueryOptions,
  usableOrganizationsQueryOptions,
  type UsableIn,
} from "./selector-queries";
import { EMPTY_CONTENTS, flattenRows, MANUAL_FOLDER_KEY, orgKey, searchContents, type OrgContents, type SelectorRow } from "./selector-tree";
import { useSortedLists, type SortedOf } from "./use-sorted";

const NOTHING_TOGGLED: Record<string, boolean> = {};
const byName = (item: { name: string }) => item.name;
const byFullName = (item: ParticipantItem) => item.fullName;

export interface SearchSummary {
  /** Matches found; null when that kind was not searched. */
  participants: number | null;
  groups: number | null;
  /** More participants matched on the server than one page holds. */
  truncated: boolean;
}

export interface SelectorRows {
  rows: SelectorRow[];
  /** The root organization: loading, failed or there. */
  root: { status: "pending" | "error" | "success"; error: unknown; retry: () => void };
  /** A failure loading participants or groups (docs/domain-rules.md#error-catalogue, "Unable to get participants"). */
  participantsError: unknown;
  /** A failure loading organizations below the root. */
  organizationsError: unknown;
  search: (SearchSummary & { loading: boolean }) | null;
  toggle: (key: string) => void;
  retry: () => void;
}

interface Options {
  rootId: number | null;
  plan: LoadPlan;
  filters: SelectorFilters;
  value: readonly SelectedParticipantEntry[];
  language: string;
  /** Offer only what an object of this organization may name (see ParticipantSelectorProps). */
  usableInOrgId: UsableIn;
}

const orgOf = (org: { id: number; name: string; parentId: number | null; fullOrgPath: string; hasChildren: boolean }): OrgItem => ({
  id: org.id,
  name: org.name,
  parentId: org.parentId,
  fullOrgPath: org.fullOrgPath,
  hasChildren: org.hasChildren,
});

/** The rows of the participant selector, in the tree (no filter) or the search (any filter). */
export function useSelectorRows({ rootId, plan, filters, value, language, usableInOrgId }: Options): SelectorRows {
  const sortedOf = useSortedLists(language);
  const rootQuery = useQuery({ ...showOrganizationQueryOptions(rootId ?? 0), enabled: rootId !== null });
  const root = useMemo(() => (rootQuery.data ? orgOf({ ...rootQuery.data, hasChildren: true }) : null), [rootQuery.data]);
  const adHoc = useMemo(() => sortedOf(value.filter(isAdHoc), (entry) => entry.title), [value, sortedOf]);

  // What is expanded: in the tree the root and the manual calls folder start open; in a search
  // everything does, and each new search starts open again.
  const [treeToggled, setTreeToggled] = useState<Record<string, boolean>>({});
  const searchKey = plan.mode === "search" ? JSON.stringify(filters) : "";
  const [searchToggled, setSearchToggled] = useState<{ search: string; toggled: Record<string, boolean> }>({ search: "", toggled: {} });
  const searchOpen = searchToggled.search === searchKey ? searchToggled.toggled : NOTHING_TOGGLED;

  const isExpanded = useCallback(
    (key: string) => {
      if (plan.mode === "search") return searchOpen[key] ?? true;
      return treeToggled[key] ?? (key === MANUAL_FOLDER_KEY || (rootId !== null && key === orgKey(rootId)));
    },
    [plan.mode, searchOpen, treeToggled, rootId],
  );

  const toggle = useCallback(
    (key: string) => {
      if (plan.mode === "search") {
        setSearchToggled((previous) => {
          const toggled = previous.search === searchKey ? previous.toggled : {};
          return { search: searchKey, toggled: { ...toggled, [key]: !(toggled[key] ?? true) } };
        });
      } else {
        setTreeToggled((previous) => ({ ...previous, [key]: !isExpanded(key) }));
      }
    },
    [plan.mode, searchKey, isExpanded],
  );

  const want = { participants: plan.mode === "tree" && plan.participants, groups: plan.mode === "tree" && plan.groups };
  const tree = useTreeContents(plan.mode === "tree", want, treeToggled, rootId, sortedOf, usableInOrgId);
  const search = useSearchContents(plan.mode === "search" ? plan : null, filters, rootId, sortedOf, usableInOrgId);
  const contentsOf = plan.mode === "tree" ? tree.contentsOf : search.contentsOf;

  const rows = useMemo(
    () => flattenRows({ adHoc: plan.mode === "tree" ? adHoc : [], root, isExpanded, contentsOf }),
    [adHoc, plan.mode, root, isExpanded, contentsOf],
  );

  return {
    rows,
    root: { status: rootQuery.status, error: rootQuery.error, retry: () => void rootQuery.refetch() },
    participantsError: plan.mode === "tree" ? tree.participantsError : search.participantsError,
    organizationsError: plan.mode === "tree" ? tree.organizationsError : search.organizationsError,
    search: plan.mode === "search" ? search.summary : null,
    toggle,
    retry: plan.mode === "tree" ? tree.retry : search.retry,
  };
}

/** What the tree needs of a query; `combine` keeps it the same object while nothing changes. */
const pickState = <T>(results: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }[]) =>
  results.map(({ data, isPending, isError, error, refetch }) => ({ data, isPending, isError, error, refetch }));

/** The tree: each expanded organization's sub-organizations, groups and participants. */
function useTreeContents(
  on: boolean,
  want: { participants: boolean; groups: boolean },
  toggled: Record<string, boolean>,
  rootId: number | null,
  sortedOf: SortedOf,
  usableInOrgId: UsableIn,
) {
  const expandedIds = useMemo(() => {
    if (!on || rootId === null) return [];
    const ids = new Set<number>();
    if (toggled[orgKey(rootId)] !== false) ids.add(rootId);
    for (const [key, open] of Object.entries(toggled)) if (open && /^o\d+$/.test(key)) ids.add(Number(key.slice(1)));
    return [...ids];
  }, [on, toggled, rootId]);

  const children = useQueries({ queries: expandedIds.map((id) => organizationChildrenQueryOptions(id)), combine: pickState });
  const participants = useQueries({
    queries: expandedIds.map((id) => ({ ...participantsInQueryOptions(id, usableInOrgId), enabled: want.participants })),
    combine: pickState,
  });
  const groups = useQueries({ queries: expandedIds.map((id) => ({ ...groupsInQueryOptions(id, usableInOrgId), enabled: want.groups })), combine: pickState });
  // Sub-organizations that hold nothing the object may name are left out of the tree.
  const usable = useQuery({ ...usableOrganizationsQueryOptions(usableInOrgId ?? 0), enabled: on && usableInOrgId !== null });

  const contentsOf = useMemo(() => {
    const contents = new Map<number, OrgContents>();
    expandedIds.forEach((id, index) => {
      const parts = [
        children[index],
        want.participants ? participants[index] : undefined,
        want.groups ? groups[index] : undefined,
        usableInOrgId === null ? undefined : usable,
      ];
      const childOrgs = usableInOrgId === null ? children[index]?.data : children[index]?.data?.filter((org) => usable.data?.has(org.id));
      contents.set(id, {
        organizations: childOrgs ? sortedOf(childOrgs, byName) : [],
        groups: want.groups ? sortedOf(groups[index]?.data?.list ?? [], byName) : [],
        participants: want.participants ? sortedOf(participants[index]?.data?.list ?? [], byFullName) : [],
        loading: parts.some((query) => query?.isPending),
        failed: parts.some((query) => query?.isError),
      });
    });
    return (orgId: number) => contents.get(orgId) ?? { ...EMPTY_CONTENTS, loading: true };
  }, [expandedIds, children, participants, groups, want.participants, want.groups, sortedOf, usableInOrgId, usable]);

  const loads = [...(want.participants ? participants : []), ...(want.groups ? groups : [])];
  const participantsError = loads.find((query) => query.isError)?.error ?? null;
  const organizationsError = children.find((query) => query.isError)?.error ?? (usable.isError ? usable.error : null);
  const retry = () => {
    for (const query of [...children, ...loads, usable]) if (query.isError) void query.refetch();
  };
  return { contentsOf, participantsError, organizationsError, retry };
}

/** A search: one recursive load from the root, matches filtered here and placed under their path. */
function useSearchContents(
  plan: Extract<LoadPlan, { mode: "search" }> | null,
  filters: SelectorFilters,
  rootId: number | null,
  sortedOf: SortedOf,
  usableInOrgId: UsableIn,
) {
  const id = rootId ?? 0;
  const on = plan !== null && rootId !== null;
  const subtree = useQuery({ ...subtreeQueryOptions(id), enabled: on });
  const participants = useQuery({
    ...participantSearchQueryOptions(id, plan?.participants?.filterValue ?? "", usableInOrgId),
    enabled: on && plan?.participants != null,
  });
  const groups = useQuery({ ...groupSearchQueryOptions(id, plan?.groups?.filterValue ?? "", usableInOrgId), enabled: on && plan?.groups != null });

  const wantParticipants = plan?.participants != null;
  const wantGroups = plan?.groups != null;
  const found = useMemo(() => {
    if (!on || !subtree.data) return null;
    const matchingParticipants = wantParticipants ? sortedOf(participants.data?.list ?? [], byFullName).filter((p) => matchesParticipant(p, filters)) : [];
    const matchingGroups: GroupItem[] = wantGroups ? sortedOf(groups.data?.list ?? [], byName).filter((g) => matchesGroup(g, filters)) : [];
    const organizations = sortedOf(subtree.data, byName);
    return {
      contents: searchContents(id, organizations, matchingGroups, matchingParticipants),
      participants: matchingParticipants.length,
      groups: matchingGroups.length,
    };
  }, [on, subtree.data, participants.data, groups.data, wantParticipants, wantGroups, filters, id, sortedOf]);

  const loading = on && (subtree.isPending || (wantParticipants && participants.isPending) || (wantGroups && groups.isPending));
  const failed = on && (subtree.isError || (wantParticipants && participants.isError) || (wantGroups && groups.isError));

  const contentsOf = useCallback(
    (orgId: number): OrgContents => {
      const known = found?.contents.get(orgId);
      if (orgId !== id) return known ?? EMPTY_CONTENTS;
      // The root carries the state of the whole search.
      return { ...(loading || failed ? EMPTY_CONTENTS : (known ?? EMPTY_CONTENTS)), loading, failed };
    },
    [found, id, loading, failed],
  );

  const summary = {
    participants: wantParticipants ? (found?.participants ?? 0) : null,
    groups: wantGroups ? (found?.groups ?? 0) : null,
    truncated: wantParticipants && (participants.data?.count ?? 0) > (participants.data?.list.length ?? 0),
    loading,
  };
  const participantsError = (wantParticipants && participants.error) || (wantGroups && groups.error) || null;
  const retry = () => {
    for (const query of [subtree, participants, groups]) if (query.isError) void query.refetch();
  };
  return { contentsOf, participantsError, organizationsError: subtree.error, summary, retry };
}
