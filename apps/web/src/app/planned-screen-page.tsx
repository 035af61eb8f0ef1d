import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { NotAvailable } from "../components/not-available";
import { NotFoundPage } from "./not-found-page";
import { REPORT_TABS } from "./screens";

export function PlannedScreenPage({ titleKey, icon }: { titleKey: string; icon: string }) {
  const { t } = useTranslation();
  return <NotAvailable title={t(titleKey)} icon={icon} />;
}

export function ReportsPage() {
  const { tab = "" } = useParams();
  const screen = REPORT_TABS[tab];
  return screen ? <PlannedScreenPage {...screen} /> : <NotFoundPage />;
}
