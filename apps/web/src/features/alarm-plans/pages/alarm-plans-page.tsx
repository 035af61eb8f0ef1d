import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { useCurrentUser } from "../../../lib/use-session";
import { PlansNoAccess } from "../components/no-access";
import { PlansScreen } from "../components/plans-screen";
import "./alarm-plans-page.css";

/** /alarm-plans and /alarm-plans/{id}: participant (alarm) plans, who is alerted rank by rank. */
export function AlarmPlansPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ALARM_DEFINITION") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("alarmPlans.title")} icon="pi-sitemap" />
      {allowed ? <PlansScreen /> : <PlansNoAccess />}
      <ConfirmDialog />
    </section>
  );
}
