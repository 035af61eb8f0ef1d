/**
 * The order of the selector's tree (docs/domain-rules.md#participant-selector): the "manual calls"
 * folder first, then organizations, then participant groups, then participants, each alphabetical.
 */
export type SortKind = "folder" | "organization" | "group" | "participant";

const RANK: Record<SortKind, number> = { folder: 0, organization: 1, group: 2, participant: 3 };

export interface Sortable {
  kind: SortKind;
  label: string;
  id: number | string;
}

/** A collator for the interface language: "Čermák" sorts after "Cibulka", numbers naturally. */
export function labelCollator(language: string): Intl.Collator {
  return new Intl.Collator(language, { sensitivity: "base", numeric: true });
}

export function compareSortable(collator: Intl.Collator) {
  return (a: Sortable, b: Sortable): number =>
    RANK[a.kind] - RANK[b.kind] || collator.compare(a.label, b.label) || String(a.id).localeCompare(String(b.id), undefined, { numeric: true });
}

/** A sorted copy. */
export function sortSiblings<T extends Sortable>(items: readonly T[], collator: Intl.Collator): T[] {
  return [...items].sort(compareSortable(collator));
}

/** A sorted copy by one label, for lists of one kind (thousands of participants). */
export function sortByLabel<T>(items: readonly T[], labelOf: (item: T) => string, collator: Intl.Collator): T[] {
  const labelled = items.map((item) => ({ item, label: labelOf(item) }));
  labelled.sort((a, b) => collator.compare(a.label, b.label));
  return labelled.map(({ item }) => item);
}

export type SortedOf = <T>(list: readonly T[], labelOf: (item: T) => string) => T[];

/**
 * A sorter that remembers its result per list: thousands of participants are sorted once per
 * answer of the server rather than on every drawing.
 */
export function rememberingSorter(collator: Intl.Collator): SortedOf {
  const sorted = new WeakMap<object, unknown[]>();
  return <T>(list: readonly T[], labelOf: (item: T) => string): T[] => {
    const known = sorted.get(list) as T[] | undefined;
    if (known) return known;
    const fresh = sortByLabel(list, labelOf, collator);
    sorted.set(list, fresh);
    return fresh;
  };
}
