import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";

/** Shown instead of the table to users without ALARM_DEFINITION (the server refuses them anyway). */
export function PlansNoAccess() {
  const { t } = useTranslation();
  return <StateCard icon="pi-lock" title={t("alarmPlans.noAccess.title")} text={t("alarmPlans.noAccess.text")} />;
}
