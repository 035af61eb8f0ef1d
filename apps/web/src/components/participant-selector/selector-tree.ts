import type { SelectedParticipantEntry } from "./selected-entries";
import type { GroupItem, OrgItem, ParticipantItem } from "./selector-items";

/**
 * What an organization of the tree holds, as far as it is loaded: its sub-organizations, groups
 * and participants, each list already in its order (see selector-sort).
 */
export interface OrgContents {
  organizations: readonly OrgItem[];
  groups: readonly GroupItem[];
  participants: readonly ParticipantItem[];
  /** Part of it is still on its way. */
  loading: boolean;
  /** Part of it could not be loaded. */
  failed: boolean;
}

export const EMPTY_CONTENTS: OrgContents = { organizations: [], groups: [], participants: [], loading: false, failed: false };

export const MANUAL_FOLDER_KEY = "manual";
export const orgKey = (id: number) => `o${id}`;

interface RowBase {
  /** Unique among the rows. */
  key: string;
  /** 0 for the top level. */
  depth: number;
  /** The row this one sits under, for moving left in the tree. */
  parentKey: string | null;
  /** Position among its siblings, from 1, and their number (aria-posinset, aria-setsize). */
  position: number;
  siblings: number;
}

export type SelectorRow = RowBase &
  (
    | { kind: "folder"; expanded: boolean; count: number }
    | { kind: "organization"; org: OrgItem; expanded: boolean; isRoot: boolean }
    | { kind: "group"; group: GroupItem }
    | { kind: "participant"; participant: ParticipantItem }
    | { kind: "adhoc"; entry: SelectedParticipantEntry }
    | { kind: "status"; status: "loading" | "failed" | "empty"; orgId: number | null }
  );

export interface FlattenInput {
  /** Ad-hoc entries (manual calls), in order; the folder shows only when there are some. */
  adHoc: readonly SelectedParticipantEntry[];
  root: OrgItem | null;
  isExpanded: (key: string) => boolean;
  contentsOf: (orgId: number) => OrgContents;
}

interface Child {
  key: string;
  make: (base: RowBase) => SelectorRow;
  /** Draws what is below the row, when it is expanded. */
  below?: () => void;
}

/**
 * The rows to draw, top to bottom: the tree as far as it is expanded, flattened for a windowed
 * list (only the rows in view become DOM nodes, so 10,000 participants stay quick).
 */
export function flattenRows({ adHoc, root, isExpanded, contentsOf }: FlattenInput): SelectorRow[] {
  const rows: SelectorRow[] = [];

  const emit = (parentKey: string | null, depth: number, children: readonly Child[]) => {
    children.forEach((child, index) => {
      rows.push(child.make({ key: child.key, depth, parentKey, position: index + 1, siblings: children.length }));
      child.below?.();
    });
  };

  const orgChild = (org: OrgItem, depth: number, isRoot: boolean): Child => {
    const key = orgKey(org.id);
    const expanded = isExpanded(key);
    return {
      key,
      make: (base) => ({ ...base, kind: "organization", org, expanded, isRoot }),
      below: expanded ? () => emitContents(org.id, key, depth + 1) : undefined,
    };
  };

  function emitContents(orgId: number, parentKey: string, depth: number) {
    const contents = contentsOf(orgId);
    const children: Child[] = [];
    for (const child of contents.organizations) children.push(orgChild(child, depth, false));
    for (const group of contents.groups) children.push({ key: `g${group.id}`, make: (base) => ({ ...base, kind: "group", group }) });
    for (const participant of contents.participants) {
      children.push({ key: `p${participant.id}`, make: (base) => ({ ...base, kind: "participant", participant }) });
    }
    const status = contents.failed ? "failed" : contents.loading ? "loading" : children.length === 0 ? "empty" : null;
    if (status) children.push({ key: `s${orgId}`, make: (base) => ({ ...base, kind: "status", status, orgId }) });
    emit(parentKey, depth, children);
  }

  const top: Child[] = [];
  if (adHoc.length > 0) {
    const expanded = isExpanded(MANUAL_FOLDER_KEY);
    const entries: Child[] = adHoc.map((entry) => ({ key: `a${entry.id}`, make: (base) => ({ ...base, kind: "adhoc", entry }) }));
    top.push({
      key: MANUAL_FOLDER_KEY,
      make: (base) => ({ ...base, kind: "folder", expanded, count: adHoc.length }),
      below: expanded ? () => emit(MANUAL_FOLDER_KEY, 1, entries) : undefined,
    });
  }
  if (root) top.push(orgChild(root, 0, true));
  emit(null, 0, top);
  return rows;
}

/**
 * The tree of a search (a recursive search from the root,
 * docs/domain-rules.md#participant-selector): each match under its own organization, and every
 * organization on the way from the root to a match. Organizations without matches are left out.
 * Matches whose organization is unknown are put under the root.
 */
export function searchContents(
  rootId: number,
  organizations: readonly OrgItem[],
  groups: readonly GroupItem[],
  participants: readonly ParticipantItem[],
): Map<number, OrgContents> {
  const byId = new Map(organizations.map((org) => [org.id, org]));
  const contents = new Map<number, { organizations: OrgItem[]; groups: GroupItem[]; participants: ParticipantItem[] }>();
  const at = (orgId: number) => {
    let found = contents.get(orgId);
    if (!found) {
      found = { organizations: [], groups: [], participants: [] };
      contents.set(orgId, found);
    }
    return found;
  };
  const placeOf = (orgId: number) => (orgId !== rootId && !isBelow(orgId, rootId, byId) ? rootId : orgId);

  // Organizations keep the order they come in (the caller sorts them); each is linked to its parent once.
  const linked = new Set<number>();
  const link = (orgId: number) => {
    let current = orgId;
    while (current !== rootId && !linked.has(current)) {
      linked.add(current);
      const org = byId.get(current);
      const parentId = org?.parentId;
      if (!org || parentId == null) return;
      at(parentId);
      current = parentId;
    }
  };
  for (const group of groups) {
    const place = placeOf(group.orgId);
    at(place).groups.push(group);
    link(place);
  }
  for (const participant of participants) {
    const place = placeOf(participant.orgId);
    at(place).participants.push(participant);
    link(place);
  }
  for (const org of organizations) {
    if (linked.has(org.id) && org.parentId != null) at(org.parentId).organizations.push(org);
  }
  const result = new Map<number, OrgContents>();
  for (const [orgId, found] of contents) result.set(orgId, { ...found, loading: false, failed: false });
  return result;
}

function isBelow(orgId: number, rootId: number, byId: ReadonlyMap<number, OrgItem>): boolean {
  let current = byId.get(orgId);
  for (let depth = 0; current && depth < 64; depth += 1) {
    if (current.parentId === rootId) return true;
    current = current.parentId == null ? undefined : byId.get(current.parentId);
  }
  return false;
}
