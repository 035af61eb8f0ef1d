import { useTranslation } from "react-i18next";
import { NotAvailable } from "../../../components/not-available";

export function AlarmTemplatesPage() {
  const { t } = useTranslation();
  return <NotAvailable title={t("menu.alarmTemplates")} icon="pi-clone" />;
}
