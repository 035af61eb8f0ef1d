import { Trans } from "react-i18next";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../lib/use-session";

/** Warns while the user still signs in with the default password. */
export function DefaultPasswordBanner() {
  const user = useCurrentUser();
  if (!user?.usingDefaultPassword) return null;
  return (
    <div className="default-password-banner cluster gap-m" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>
        <Trans i18nKey="banner.defaultPassword" components={{ account: <Link to="/account" /> }} />
      </span>
    </div>
  );
}
