import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { AuditLogScreen } from "../components/audit-log-screen";

/** /audit-log (menu Technical configuration > Audit log): who changed what and when. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("AUDIT_LOG") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("menu.auditLog")} icon="pi-history" />
      {allowed ? <AuditLogScreen /> : <StateCard icon="pi-lock" title={t("audit.noAccess.title")} text={t("audit.noAccess.text")} />}
    </section>
  );
}
