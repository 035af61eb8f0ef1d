import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { PanelBoard } from "../components/panel-board";
import "./alarm-panels-page.css";

/** /alarm-panels (menu "Trigger alarm"): a big button for every alarm point the user may trigger. */
export function AlarmPanelsPage() {
  const { t } = useTranslation();
  const allowed = useCurrentUser()?.authorities.includes("ALARM_PANEL") ?? false;
  return (
    <section className="page alarm-panels">
      <PageHeader title={t("alarmPanels.title")} icon="pi-megaphone" />
      {allowed ? <PanelBoard /> : <StateCard icon="pi-lock" title={t("alarmPanels.noAccess.title")} text={t("alarmPanels.noAccess.text")} />}
    </section>
  );
}
