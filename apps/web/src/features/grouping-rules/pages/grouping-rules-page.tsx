import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { GroupingRulesScreen } from "../components/grouping-rules-screen";

/** /grouping-rules and /grouping-rules/{id}: the rules that put alarms belonging together into one incident. */
export function GroupingRulesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ALARM_EVENT_RULE") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("groupingRules.title")} icon="pi-objects-column" />
      {allowed ? <GroupingRulesScreen /> : <StateCard icon="pi-lock" title={t("groupingRules.noAccess.title")} text={t("groupingRules.noAccess.text")} />}
      <ConfirmDialog />
    </section>
  );
}
