import { LANGUAGE_TAGS, LANGUAGES, type AppProfile } from "@alarm/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { RadioButton } from "primereact/radiobutton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/toast";
import { chooseLanguage } from "../i18n";
import { errorText } from "../lib/errors";
import { currentSubscription, pushSupport, subscribePush } from "../lib/push";
import { api, signOut } from "../services";

/** Language, notifications, who is signed in, and signing out. */
export function SettingsScreen({ profile }: { profile: AppProfile }) {
  const { t, i18n } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="screen settings-screen">
      <h1 className="screen-title">{t("settings.title")}</h1>
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title" className="card__title">
          {t("settings.signedInAs")}
        </h2>
        <p className="account-name">{profile.participant.fullName}</p>
        <p className="muted">
          {profile.login} · {profile.participant.orgName}
        </p>
      </section>
      <section className="card language-choice" role="radiogroup" aria-labelledby="language-title">
        <h2 id="language-title" className="card__title">
          {t("settings.language")}
        </h2>
        {LANGUAGES.map((language) => {
          const tag = LANGUAGE_TAGS[language];
          return (
            <div key={tag} className="radio-row">
              <RadioButton inputId={`language-${tag}`} name="language" value={tag} checked={i18n.language === tag} onChange={() => chooseLanguage(tag)} />
              <label htmlFor={`language-${tag}`} lang={tag}>
                {t(`languages.${language}`)}
              </label>
            </div>
          );
        })}
      </section>
      <Notifications />
      <section className="card">
        <Button
          label={t("settings.signOut")}
          icon="pi pi-sign-out"
          severity="danger"
          outlined
          className="wide-button"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        />
      </section>
    </div>
  );
}

function Notifications() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const support = pushSupport();
  const subscription = useQuery({ queryKey: ["push-subscription"], queryFn: () => currentSubscription(), enabled: support === "supported" });
  const turnOn = useMutation({
    mutationFn: async () => {
      const { publicKey } = await api.pushPublicKey();
      const subscribed = await subscribePush(publicKey);
      if (!subscribed) return false;
      await api.subscribePush(subscribed.toJSON());
      return true;
    },
    onSuccess: (done) => {
      if (done) toast.show("success", t("notifications.on"));
      else toast.show("warn", t("notifications.blocked"));
      void subscription.refetch();
    },
    onError: (error) =>
      toast.show("error", t("notifications.failed"), error instanceof Error && !("code" in error) ? error.message : errorText(error, t, i18n.language)),
  });
  const permission = support === "supported" ? Notification.permission : "default";
  const active = Boolean(subscription.data) && permission === "granted";
  return (
    <section className="card" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="card__title">
        {t("notifications.title")}
      </h2>
      {support !== "supported" ? (
        <p className="muted">{support === "insecure" ? t("notifications.insecure") : t("notifications.unsupported")}</p>
      ) : active ? (
        <p className="notifications-state">
          <i className="pi pi-check-circle" aria-hidden="true" /> {t("notifications.active")}
        </p>
      ) : permission === "denied" ? (
        <p className="muted">{t("notifications.denied")}</p>
      ) : (
        <>
          <p className="muted">{t("notifications.explain")}</p>
          <Button label={t("notifications.turnOn")} icon="pi pi-bell" className="wide-button" loading={turnOn.isPending} onClick={() => turnOn.mutate()} />
        </>
      )}
    </section>
  );
}
