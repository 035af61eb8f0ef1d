import { useTranslation } from "react-i18next";
import "../../../components/object-list/object-list.css";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { readMenuFlags } from "../../../layout/menu-access";
import { useCurrentUser } from "../../../lib/use-session";
import { SystemTablesScreen } from "../components/system-tables-screen";

/**
 * /views (docs/domain-rules.md#screens): the system tables, for holders of SYSTEM_TABLES in a
 * browser where the local flag GCOP is "true" (as the menu offers it).
 */
export function SystemTablesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("SYSTEM_TABLES") ?? false;
  const switchedOn = readMenuFlags(localStorage).GCOP === true;
  let content;
  if (!switchedOn) content = <StateCard icon="pi-eye-slash" title={t("systemTables.switchedOff.title")} text={t("systemTables.switchedOff.text")} />;
  else if (!allowed) content = <StateCard icon="pi-lock" title={t("systemTables.noAccess.title")} text={t("systemTables.noAccess.text")} />;
  else content = <SystemTablesScreen />;
  return (
    <section className="page">
      <PageHeader title={t("menu.systemTables")} icon="pi-table" />
      {content}
    </section>
  );
}
