import { useTranslation } from "react-i18next";
import { NotAvailable } from "../components/not-available";

export function PlannedScreenPage({ titleKey, icon }: { titleKey: string; icon: string }) {
  const { t } = useTranslation();
  return <NotAvailable title={t(titleKey)} icon={icon} />;
}
