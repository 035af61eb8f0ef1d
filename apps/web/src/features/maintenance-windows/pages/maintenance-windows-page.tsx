import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { WindowsScreen } from "../components/windows-screen";

/** /maintenance-windows and ?id=: planned times in which alarm points alert nobody, for alarm definition administrators. */
export function MaintenanceWindowsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ALARM_DEFINITION") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("maintenance.title")} icon="pi-wrench" />
      {allowed ? <WindowsScreen /> : <StateCard icon="pi-lock" title={t("maintenance.noAccess.title")} text={t("maintenance.noAccess.text")} />}
      <ConfirmDialog />
    </section>
  );
}
