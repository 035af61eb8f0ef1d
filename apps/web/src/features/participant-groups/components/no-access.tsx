import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";

/** Shown instead of the table to users without PARTICIPANT_ADMIN (the server refuses them anyway). */
export function GroupsNoAccess() {
  const { t } = useTranslation();
  return <StateCard icon="pi-lock" title={t("participantGroups.noAccess.title")} text={t("participantGroups.noAccess.text")} />;
}
