import { AUTHORITIES, type Authority } from "@alarm/contract";
import { MENU, type MenuItem } from "../../../layout/menu-model";

export interface AuthorityGroup {
  /** Translation key of the group's title: the menu section, or `roles.groups.administration`. */
  labelKey: string;
  authorities: Authority[];
}

/** The group of authorities that no menu item asks for (e.g. the order of table columns). */
export const ADMINISTRATION_GROUP_KEY = "roles.groups.administration";

/** Authorities of actions inside a section's screens rather than of a menu item: shelving is done from the alarm table. */
const ACTION_SECTIONS: Partial<Record<Authority, string>> = { ALARM_SHELVE: "menu.alarmMonitor" };

function accessKeys(items: readonly MenuItem[]): Authority[] {
  return items.flatMap((item) => [...(item.access ? [item.access] : []), ...accessKeys(item.items ?? [])]);
}

/**
 * The authorities grouped by the menu section whose items they open, in menu order; an authority
 * used in several sections belongs to the first; an action's authority joins the section it is done in. Those left form a last
 * "Administration" group, so every authority appears exactly once.
 */
export function groupAuthoritiesByMenuArea(menu: readonly MenuItem[] = MENU, authorities: readonly Authority[] = AUTHORITIES): AuthorityGroup[] {
  const placed = new Set<Authority>();
  const groups: AuthorityGroup[] = [];
  for (const section of menu) {
    const own: Authority[] = [];
    const actions = Object.entries(ACTION_SECTIONS)
      .filter(([, labelKey]) => labelKey === section.labelKey)
      .map(([authority]) => authority as Authority);
    for (const authority of [...accessKeys([section]), ...actions]) {
      if (!authorities.includes(authority) || placed.has(authority)) continue;
      placed.add(authority);
      own.push(authority);
    }
    if (own.length > 0) groups.push({ labelKey: section.labelKey, authorities: own });
  }
  const rest = authorities.filter((authority) => !placed.has(authority));
  if (rest.length > 0) groups.push({ labelKey: ADMINISTRATION_GROUP_KEY, authorities: rest });
  return groups;
}
