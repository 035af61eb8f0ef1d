import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import "../../../components/object-list/object-list.css";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { AlarmAppsScreen } from "../components/alarm-apps-screen";

/** /alarm-apps (docs/domain-rules.md#screens): the predefined alarm apps of an organization and its lone-worker settings, for MOBILE_APP holders. */
export function AlarmAppsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("MOBILE_APP") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("menu.alarmApps")} icon="pi-mobile" />
      {allowed ? <AlarmAppsScreen /> : <StateCard icon="pi-lock" title={t("alarmApps.noAccess.title")} text={t("alarmApps.noAccess.text")} />}
      <ConfirmDialog />
    </section>
  );
}
