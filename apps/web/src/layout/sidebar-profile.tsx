import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLogout } from "../lib/use-logout";
import { useCurrentUser } from "../lib/use-session";

/** The signed-in user's name and surname, with the links Account and Logout. */
export function SidebarProfile() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  if (!user) return null;
  const initials = `${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase() || user.login.charAt(0).toUpperCase();
  return (
    <div className="layout-profile">
      <div className="layout-profile__avatar" aria-hidden="true">
        {initials}
      </div>
      <div className="layout-profile__who">
        <div className="layout-profile__name">
          {user.name} {user.surname}
        </div>
        <div className="layout-profile__login">{user.login}</div>
      </div>
      <ul className="layout-profile__links row bare-list span-all">
        <li>
          <Link to="/account" className="layout-profile__link">
            <i className="pi pi-user" aria-hidden="true" />
            {t("profile.account")}
          </Link>
        </li>
        <li>
          <button type="button" className="layout-profile__link" onClick={() => void logout()}>
            <i className="pi pi-sign-out" aria-hidden="true" />
            {t("profile.logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
