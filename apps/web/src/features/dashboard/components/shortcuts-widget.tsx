import type { ShortcutTarget } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { readMenuFlags } from "../../../layout/menu-access";
import { useCurrentUser } from "../../../lib/use-session";
import { isShortcutEnabled, shortcutOf } from "../model/shortcuts";
import { WidgetNotice } from "./widget-state";

/** SHORTCUTS: big tiles to screens, with the menu's labels and icons; those the user may not open are shown disabled, as in the menu. */
export function ShortcutsWidget({ targets }: { targets: readonly ShortcutTarget[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const access = { authorities: user?.authorities ?? [], flags: readMenuFlags(localStorage) };
  if (targets.length === 0) return <WidgetNotice icon="pi-th-large" text={t("dashboard.shortcuts.empty")} />;
  return (
    <ul className="bare-list dashboard-shortcuts">
      {targets.map(shortcutOf).map((shortcut) => {
        const content = (
          <>
            <i className={`pi ${shortcut.item.icon}`} aria-hidden="true" />
            <span>{t(shortcut.item.labelKey)}</span>
          </>
        );
        return (
          <li key={shortcut.target}>
            {isShortcutEnabled(shortcut, access) ? (
              <Link className="dashboard-shortcut" to={shortcut.to} data-shortcut={shortcut.target}>
                {content}
              </Link>
            ) : (
              <span
                className="dashboard-shortcut dashboard-shortcut--disabled"
                aria-disabled="true"
                title={t("dashboard.shortcuts.notAllowed")}
                data-shortcut={shortcut.target}
              >
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
