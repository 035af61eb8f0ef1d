import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { useCurrentUser } from "../../../lib/use-session";
import { RolesNoAccess } from "../components/no-access";
import { RolesScreen } from "../components/roles-screen";
import "./roles-page.css";

/** /user-groups and /user-groups/{id}: roles (user groups) and the authorities they grant. */
export function RolesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ROLE_ADMIN") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("roles.title")} icon="pi-key" />
      {allowed ? <RolesScreen /> : <RolesNoAccess />}
      <ConfirmDialog />
    </section>
  );
}
