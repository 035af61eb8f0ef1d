import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { useCurrentUser } from "../../../lib/use-session";
import { GroupsNoAccess } from "../components/no-access";
import { GroupsScreen } from "../components/groups-screen";
import "./participant-groups-page.css";

/** /participant-groups and /participant-groups/{id}: participant groups with their ordered members. */
export function ParticipantGroupsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("PARTICIPANT_ADMIN") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("participantGroups.title")} icon="pi-users" />
      {allowed ? <GroupsScreen /> : <GroupsNoAccess />}
      <ConfirmDialog />
    </section>
  );
}
