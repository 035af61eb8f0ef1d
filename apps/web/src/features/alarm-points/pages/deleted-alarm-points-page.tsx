import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { PointsScreen } from "../components/points-screen";
import "./alarm-points-page.css";

/** /deleted-alarm-points and /deleted-alarm-points/{id}: the alarm points screen in its restoring mode. */
export function DeletedAlarmPointsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("DELETED_ALARM_RESTORAGE") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("alarmPoints.deletedTitle")} icon="pi-trash" />
      {allowed ? (
        <PointsScreen mode="deleted" canRestore />
      ) : (
        <StateCard icon="pi-lock" title={t("alarmPoints.noAccess.title")} text={t("alarmPoints.noAccess.deletedText")} />
      )}
    </section>
  );
}
