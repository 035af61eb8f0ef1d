import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { AttachmentsScreen } from "../components/attachments-screen";
import "./attachments-page.css";

/** /attachments: the instruction files (alarm attachments) of the organizations. */
export function AttachmentsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("INSTRUCTION_FILES") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("attachments.title")} icon="pi-paperclip" />
      {allowed ? (
        <AttachmentsScreen />
      ) : (
        <StateCard icon="pi-lock" tone="error" title={t("attachments.noAccess.title")} text={t("attachments.noAccess.text")} />
      )}
      <ConfirmDialog />
    </section>
  );
}
