import type { PanelPoint } from "./panel-point";

export interface PanelGroup {
  orgId: number;
  orgName: string;
  points: PanelPoint[];
}

/** Lower case without accents, so "dvorak" finds "Dvořák". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function matches(point: PanelPoint, words: string[]): boolean {
  const haystack = foldText([point.name, point.systemId, point.description, point.text, point.orgName].filter(Boolean).join(" "));
  return words.every((word) => haystack.includes(word));
}

/**
 * The points whose name, system ID, texts or organization hold every word of the search, grouped
 * by organization; groups and points by name (as `locale` sorts).
 */
export function groupPanels(points: readonly PanelPoint[], search: string, locale: string): PanelGroup[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const byName = (a: string, b: string) => a.localeCompare(b, locale, { sensitivity: "base" });
  const groups = new Map<number, PanelGroup>();
  for (const point of points) {
    if (!matches(point, words)) continue;
    const group = groups.get(point.orgId) ?? { orgId: point.orgId, orgName: point.orgName, points: [] };
    group.points.push(point);
    groups.set(point.orgId, group);
  }
  return [...groups.values()]
    .sort((a, b) => byName(a.orgName, b.orgName))
    .map((group) => ({ ...group, points: [...group.points].sort((a, b) => byName(a.name, b.name)) }));
}
