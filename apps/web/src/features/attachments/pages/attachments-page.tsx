import { useTranslation } from "react-i18next";
import { NotAvailable } from "../../../components/not-available";

export function AttachmentsPage() {
  const { t } = useTranslation();
  return <NotAvailable title={t("menu.attachments")} icon="pi-paperclip" />;
}
