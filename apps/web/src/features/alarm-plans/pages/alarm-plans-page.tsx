import { useTranslation } from "react-i18next";
import { NotAvailable } from "../../../components/not-available";

export function AlarmPlansPage() {
  const { t } = useTranslation();
  return <NotAvailable title={t("menu.participantPlans")} icon="pi-sitemap" />;
}
