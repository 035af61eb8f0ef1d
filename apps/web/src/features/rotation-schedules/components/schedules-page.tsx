import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import type { AnyScheduleKind } from "./schedule-kinds";
import { SchedulesScreen } from "./schedules-screen";
import "./rotation-schedules.css";

/** A schedules screen for users with SCHEDULE_ADMIN; the others see why there is nothing (the server refuses them anyway). */
export function SchedulesPage({ kind }: { kind: AnyScheduleKind }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("SCHEDULE_ADMIN") ?? false;
  return (
    <section className="page">
      <PageHeader title={t(`${kind.section}.title`)} icon={kind.icon} />
      {allowed ? (
        <SchedulesScreen kind={kind} />
      ) : (
        <StateCard icon="pi-lock" title={t(`${kind.section}.noAccess.title`)} text={t("rotationSchedules.noAccess")} />
      )}
      <ConfirmDialog />
    </section>
  );
}
