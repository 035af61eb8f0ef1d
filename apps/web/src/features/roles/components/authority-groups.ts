import { AUTHORITIES, type Authority } from "@alarm/contract";
import { MENU, type MenuItem } from "../../../layout/menu-model";

export interface AuthorityGroup {
  /** Translation key of the group's title: the menu section, or `roles.groups.administration`. */
  labelKey: string;
  authorities: Authority[];
}

/** The group of authorities that no menu item asks for (e.g. the order of table columns). */
export const ADMINISTRATION_GROUP_KEY = "roles.groups.administration";

function accessKeys(items: readonly MenuItem[]): Authority[] {
  return items.flatMap((item) => [...(item.access ? [item.access] : []), ...accessKeys(item.items ?? [])]);
}

/**
 * The authorities grouped by the menu section whose items they open, in menu order; an authority
 * used in several sections belongs to the first. Those no menu item uses form a last
 * "Administration" group, so every authority appears exactly once.
 */
export function groupAuthoritiesByMenuArea(menu: readonly MenuItem[] = MENU, authorities: readonly Authority[] = AUTHORITIES): AuthorityGroup[] {
  const placed = new Set<Authority>();
  const groups: AuthorityGroup[] = [];
  for (const section of menu) {
    const own: Authority[] = [];
    for (const authority of accessKeys([section])) {
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
