import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { PageSpinner } from "../../../components/page-spinner";
import { useAccountUser } from "../api/current-user";
import { ChangePasswordForm } from "../components/change-password-form";
import { LanguageSection } from "../components/language-section";
import { ProfileSummary } from "../components/profile-summary";
import { PushSubscriptionPanel } from "../components/push-subscription-panel";
import { TwoFactorSection } from "../components/two-factor-section";
import "./account-page.css";

/** /account: the signed-in user's profile, password, two-factor authentication and language. */
export function AccountPage() {
  const { t } = useTranslation();
  const { data: user } = useAccountUser();
  if (!user) return <PageSpinner />;
  return (
    <section className="page">
      <PageHeader title={t("account.title")} icon="pi-user" />
      <div className="account-grid">
        <div className="stack">
          <ProfileSummary user={user} />
          <LanguageSection />
          <PushSubscriptionPanel />
        </div>
        <div className="stack">
          <ChangePasswordForm login={user.login} />
          <TwoFactorSection enabled={user.twoFactorEnabled} />
        </div>
      </div>
    </section>
  );
}
