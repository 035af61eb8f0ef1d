import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { TextTemplatesScreen } from "../components/templates-screen";
import "./text-templates-page.css";

/** /text-templates and /text-templates/{id}: reusable message texts with placeholders, per language. */
export function TextTemplatesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ALARM_DEFINITION") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("textTemplates.title")} icon="pi-file-edit" />
      {allowed ? <TextTemplatesScreen /> : <StateCard icon="pi-lock" title={t("textTemplates.noAccess.title")} text={t("textTemplates.noAccess.text")} />}
      <ConfirmDialog />
    </section>
  );
}
