import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";

/** Shown instead of the table to users without USER_ADMIN (the server refuses them anyway). */
export function UsersNoAccess() {
  const { t } = useTranslation();
  return <StateCard icon="pi-lock" title={t("users.noAccess.title")} text={t("users.noAccess.text")} />;
}
