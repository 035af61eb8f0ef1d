import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { isMenuItemEnabled, type MenuAccess } from "./menu-access";
import { isMenuRouteActive } from "./menu-location";
import type { MenuItem } from "./menu-model";

interface AppMenuItemProps {
  item: MenuItem;
  access: MenuAccess;
  depth: number;
}

function containsRoute(item: MenuItem, pathname: string, search: string): boolean {
  if (item.to) return isMenuRouteActive(item.to, pathname, search);
  return (item.items ?? []).some((child) => containsRoute(child, pathname, search));
}

const ignoreClick = (event: MouseEvent) => event.preventDefault();

export function AppMenuItem({ item, access, depth }: AppMenuItemProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(() => containsRoute(item, pathname, search));
  const label = t(item.labelKey);
  const childList = (id?: string) => (
    <ul id={id} className="layout-submenu bare-list">
      {item.items?.map((child) => (
        <AppMenuItem key={child.labelKey} item={child} access={access} depth={depth + 1} />
      ))}
    </ul>
  );

  if (item.items && depth === 0) {
    return (
      <li className="layout-menu-section">
        <span className="layout-menu-section__label">{label}</span>
        {childList()}
      </li>
    );
  }

  if (item.items) {
    const listId = `submenu-${item.labelKey.replace(/\W/g, "-")}`;
    return (
      <li className={open ? "layout-menu-group is-open" : "layout-menu-group"}>
        <button type="button" className="layout-menu-link" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
          <i className={`pi ${item.icon} layout-menu-link__icon`} aria-hidden="true" />
          <span className="layout-menu-link__label">{label}</span>
          <i className="pi pi-chevron-down layout-menu-link__toggler" aria-hidden="true" />
        </button>
        {open && childList(listId)}
      </li>
    );
  }

  const content = (
    <>
      <i className={`pi ${item.icon} layout-menu-link__icon`} aria-hidden="true" />
      <span className="layout-menu-link__label">{label}</span>
    </>
  );

  if (!item.to || !isMenuItemEnabled(item, access)) {
    return (
      <li>
        <a className="layout-menu-link is-disabled" role="link" aria-disabled="true" onClick={ignoreClick}>
          {content}
        </a>
      </li>
    );
  }

  const active = isMenuRouteActive(item.to, pathname, search);
  return (
    <li>
      <Link to={item.to} className={active ? "layout-menu-link is-active" : "layout-menu-link"} aria-current={active ? "page" : undefined}>
        {content}
      </Link>
    </li>
  );
}
