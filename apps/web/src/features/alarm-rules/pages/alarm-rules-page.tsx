import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { RulesScreen } from "../components/rules-screen";
import "./alarm-rules-page.css";

/** /alarm-rules and /alarm-rules/{id}: the rules every incoming event passes before it raises an alarm. */
export function AlarmRulesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ALARM_EVENT_RULE") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("alarmRules.title")} icon="pi-directions" />
      {allowed ? <RulesScreen /> : <StateCard icon="pi-lock" title={t("alarmRules.noAccess.title")} text={t("alarmRules.noAccess.text")} />}
      <ConfirmDialog />
    </section>
  );
}
