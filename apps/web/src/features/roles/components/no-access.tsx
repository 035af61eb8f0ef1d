import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";

/** Shown instead of the table to users without ROLE_ADMIN (the server refuses them anyway). */
export function RolesNoAccess() {
  const { t } = useTranslation();
  return <StateCard icon="pi-lock" title={t("roles.noAccess.title")} text={t("roles.noAccess.text")} />;
}
