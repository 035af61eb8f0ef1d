import { useTranslation } from "react-i18next";
import { SSO_START_URL } from "../api/sso";

/**
 * Under the password form: the way to the organization's sign-in service. A link, not a form: the
 * server answers it with a redirect to the provider, which a form's `form-action 'self'` would stop.
 */
export function SsoSignIn({ displayName }: { displayName: string }) {
  const { t } = useTranslation();
  return (
    <div className="login-sso stack gap-s">
      <div className="login-sso__divider" aria-hidden="true">
        <span>{t("sso.or")}</span>
      </div>
      <a className="p-button p-component p-button-outlined login-sso__button" href={SSO_START_URL}>
        <i className="pi pi-id-card p-button-icon p-button-icon-left" aria-hidden="true" />
        <span className="p-button-label">{t("sso.signInWith", { name: displayName })}</span>
      </a>
    </div>
  );
}
