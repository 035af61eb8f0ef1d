import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { PresenceScreen } from "../components/presence-screen";

/** /presence (menu Alarm monitor > check-in/check-out): who is at work, as their app or an operator last set it. */
export function PresencePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ALARM_TABLE") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("menu.checkInOut")} icon="pi-sign-in" />
      {allowed ? <PresenceScreen /> : <StateCard icon="pi-lock" title={t("presence.noAccess.title")} text={t("presence.noAccess.text")} />}
    </section>
  );
}
