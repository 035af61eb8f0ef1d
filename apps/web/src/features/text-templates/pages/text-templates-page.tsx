import { useTranslation } from "react-i18next";
import { NotAvailable } from "../../../components/not-available";

export function TextTemplatesPage() {
  const { t } = useTranslation();
  return <NotAvailable title={t("menu.textTemplates")} icon="pi-file-edit" />;
}
