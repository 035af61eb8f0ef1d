import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { NotAvailable } from "../components/not-available";
import { NotFoundPage } from "./not-found-page";
import { ALARM_TABLE_TABS, REPORT_TABS } from "./screens";

export function PlannedScreenPage({ titleKey, icon }: { titleKey: string; icon: string }) {
  const { t } = useTranslation();
  return <NotAvailable title={t(titleKey)} icon={icon} />;
}

export function AlarmTablePage() {
  const [params] = useSearchParams();
  const tab = ALARM_TABLE_TABS[params.get("tab") ?? "0"];
  return tab ? <PlannedScreenPage {...tab} /> : <NotFoundPage />;
}

export function ReportsPage() {
  const { tab = "" } = useParams();
  const screen = REPORT_TABS[tab];
  return screen ? <PlannedScreenPage {...screen} /> : <NotFoundPage />;
}
