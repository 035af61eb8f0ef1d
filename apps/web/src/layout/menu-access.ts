import type { Authority } from "@alarm/contract";
import type { MenuFlag, MenuItem } from "./menu-model";

export interface MenuAccess {
  authorities: readonly Authority[];
  flags: Partial<Record<MenuFlag, boolean>>;
}

/**
 * An item is enabled when it is not disabled for good, its flag (if any) is set, and the user's
 * authorities include its access key; an item without a key is always enabled
 * (docs/domain-rules.md#roles-and-menu).
 */
export function isMenuItemEnabled(item: Pick<MenuItem, "access" | "disabled" | "flag">, access: MenuAccess): boolean {
  if (item.disabled) return false;
  if (item.flag && !access.flags[item.flag]) return false;
  return item.access === undefined || access.authorities.includes(item.access);
}

/** The flags as stored in localStorage (`GCOP` equals "true"). */
export function readMenuFlags(storage: Pick<Storage, "getItem">): MenuAccess["flags"] {
  return { GCOP: storage.getItem("GCOP") === "true" };
}
