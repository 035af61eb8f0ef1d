import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { AlarmTemplatesScreen } from "../components/templates-screen";
import "./alarm-templates-page.css";

/** /alarm-templates: the fields of alarm points kept for filling in new ones, 10 a page. */
export function AlarmTemplatesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ALARM_DEFINITION") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("alarmTemplates.title")} icon="pi-clone" />
      {allowed ? <AlarmTemplatesScreen /> : <StateCard icon="pi-lock" title={t("alarmTemplates.noAccess.title")} text={t("alarmTemplates.noAccess.text")} />}
      <ConfirmDialog />
    </section>
  );
}
