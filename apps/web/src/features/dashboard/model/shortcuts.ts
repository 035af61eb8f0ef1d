import type { ShortcutTarget } from "@alarm/contract";
import { isMenuItemEnabled, type MenuAccess } from "../../../layout/menu-access";
import { MENU, type MenuItem } from "../../../layout/menu-model";

/** The screen each shortcut opens. */
export const SHORTCUT_ROUTES: Readonly<Record<ShortcutTarget, string>> = {
  ALARM_PANEL: "/alarm-panels",
  ATTACHMENTS: "/attachments",
  MONTHLY_REPORTS: "/reports/monthly",
  DETAILED_REPORTS: "/reports/detailed",
  ORGANIZATIONS: "/organizations",
  ALARM_TABLE: "/alarm-table",
  MANUAL_CALL: "/alarm-trigger",
  ALARM_POINTS: "/alarm-points",
  PARTICIPANTS: "/participants",
};

const menuItems = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...menuItems(item.items ?? [])]);
const pathOf = (to: string) => to.split("?")[0];

export interface Shortcut {
  target: ShortcutTarget;
  to: string;
  /** The menu item's label, icon and access. */
  item: MenuItem;
}

/** A shortcut as the menu shows its screen: the first menu item leading there. */
export function shortcutOf(target: ShortcutTarget): Shortcut {
  const to = SHORTCUT_ROUTES[target];
  const item = menuItems(MENU).find((each) => each.to !== undefined && pathOf(each.to) === to);
  if (!item) throw new Error(`No menu item leads to ${to}`);
  return { target, to, item };
}

/** Enabled as its menu item is for the user. */
export const isShortcutEnabled = (shortcut: Shortcut, access: MenuAccess): boolean => isMenuItemEnabled(shortcut.item, access);
