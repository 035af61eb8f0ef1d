import { useTranslation } from "react-i18next";
import { NotAvailable } from "../../../components/not-available";

export function AlarmPointsPage() {
  const { t } = useTranslation();
  return <NotAvailable title={t("menu.alarmPoints")} icon="pi-map-marker" />;
}
