import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { useCurrentUser } from "../../../lib/use-session";
import { UsersNoAccess } from "../components/no-access";
import { UsersScreen } from "../components/users-screen";
import "./users-page.css";

/** /users and /users/{id}: the users of the current organization, with the editor in a side panel. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("USER_ADMIN") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("users.title")} icon="pi-id-card" />
      {allowed ? <UsersScreen /> : <UsersNoAccess />}
      <ConfirmDialog />
    </section>
  );
}
