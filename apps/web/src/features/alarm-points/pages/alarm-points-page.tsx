import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { PointsScreen } from "../components/points-screen";
import "./alarm-points-page.css";

/** /alarm-points and /alarm-points/{id}: what can be triggered, with its definition and calendar. */
export function AlarmPointsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ALARM_DEFINITION") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("alarmPoints.title")} icon="pi-map-marker" />
      {allowed ? (
        <PointsScreen mode="active" canRestore={me?.authorities.includes("DELETED_ALARM_RESTORAGE") ?? false} />
      ) : (
        <StateCard icon="pi-lock" title={t("alarmPoints.noAccess.title")} text={t("alarmPoints.noAccess.text")} />
      )}
      <ConfirmDialog />
    </section>
  );
}
