import { useTranslation } from "react-i18next";
import { NotAvailable } from "../../../components/not-available";

export function DeletedAlarmPointsPage() {
  const { t } = useTranslation();
  return <NotAvailable title={t("menu.deletedAlarmPoints")} icon="pi-trash" />;
}
