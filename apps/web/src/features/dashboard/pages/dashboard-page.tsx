import { useTranslation } from "react-i18next";
import { NotAvailable } from "../../../components/not-available";
import { useCurrentUser } from "../../../lib/use-session";

/** The dashboard; its widgets come in a later version. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <NotAvailable title={t("menu.dashboard")} icon="pi-home">
      {user && <p className="welcome-line">{t("dashboard.welcome", { name: user.name, surname: user.surname })}</p>}
    </NotAvailable>
  );
}
