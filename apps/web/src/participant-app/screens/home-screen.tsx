import { APP_TYPE_ICONS, type AppButton, type AppProfile } from "@alarm/contract";
import { useMutation } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HoldButton } from "../components/hold-button";
import { useToast } from "../components/toast";
import { useUpdateProfile } from "../hooks";
import { errorText } from "../lib/errors";
import { formatTime } from "../lib/format";
import { raiseAlarm, type RaiseOutcome } from "../lib/send-alarm";
import { useStoredFlag } from "../lib/use-stored-flag";
import { api, queue } from "../services";

export const SHARE_LOCATION_KEY = "app.shareLocation";

/** The start screen: shift presence, and the organization's alarm apps to raise by holding. */
export function HomeScreen({ profile, offline }: { profile: AppProfile; offline: boolean }) {
  return (
    <div className="screen home-screen">
      <ShiftCard profile={profile} offline={offline} />
      <AlarmApps apps={profile.apps} />
    </div>
  );
}

function ShiftCard({ profile, offline }: { profile: AppProfile; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const updateProfile = useUpdateProfile();
  const change = useMutation({
    mutationFn: (checkedIn: boolean) => api.setShift(checkedIn),
    onSuccess: (shift) => {
      updateProfile((current) => ({ ...current, shift }));
      toast.show("success", shift.checkedIn ? t("shift.checkedInToast") : t("shift.checkedOutToast"));
    },
    onError: (error) => toast.show("error", t("shift.failed"), errorText(error, t, i18n.language)),
  });
  const { checkedIn, since } = profile.shift;
  return (
    <section className="card shift-card" aria-labelledby="shift-title">
      <div className="shift-card__text">
        <h2 id="shift-title" className="card__title">
          {t("shift.title")}
        </h2>
        <p className={`shift-card__state${checkedIn ? " shift-card__state--on" : ""}`}>
          <i className={`pi ${checkedIn ? "pi-check-circle" : "pi-circle"}`} aria-hidden="true" />{" "}
          {checkedIn ? t("shift.onSince", { time: since ? formatTime(since) : "" }) : t("shift.off")}
        </p>
      </div>
      <Button
        label={checkedIn ? t("shift.checkOut") : t("shift.checkIn")}
        icon={checkedIn ? "pi pi-sign-out" : "pi pi-sign-in"}
        severity={checkedIn ? "secondary" : undefined}
        outlined={checkedIn}
        loading={change.isPending}
        disabled={offline}
        onClick={() => change.mutate(!checkedIn)}
      />
    </section>
  );
}

function AlarmApps({ apps }: { apps: AppButton[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState("");
  const [shareLocation, setShareLocation] = useStoredFlag(SHARE_LOCATION_KEY, true);
  const [outcome, setOutcome] = useState<(RaiseOutcome & { appType: string }) | null>(null);
  const raise = useMutation({
    mutationFn: (app: AppButton) => raiseAlarm(api, queue, { kind: "trigger", appType: app.appType, text }, shareLocation),
    onSuccess: (result, app) => {
      setOutcome({ ...result, appType: app.appType });
      setText("");
    },
    onError: (error) => toast.show("error", t("trigger.failed"), errorText(error, t, i18n.language)),
  });
  const sending = raise.isPending ? raise.variables?.appType : null;

  if (apps.length === 0) {
    return (
      <section className="card empty-card">
        <i className="pi pi-info-circle" aria-hidden="true" /> {t("trigger.noApps")}
      </section>
    );
  }
  return (
    <section aria-labelledby="apps-title" className="alarm-apps">
      <h2 id="apps-title" className="section-title">
        {t("trigger.title")}
      </h2>
      {outcome && (
        <div className={`card outcome-card outcome-card--${outcome.result}`} role="status">
          <i className={`pi ${outcome.result === "sent" ? "pi-check-circle" : "pi-clock"}`} aria-hidden="true" />
          <div>
            <strong>
              {outcome.result === "sent"
                ? t("trigger.sent", { app: t(`appTypes.${outcome.appType}`), id: outcome.alarmId })
                : t("trigger.queued", { app: t(`appTypes.${outcome.appType}`) })}
            </strong>
            {outcome.result === "sent" && <p>{t("trigger.sentDetail")}</p>}
          </div>
          <Button icon="pi pi-times" text rounded severity="secondary" aria-label={t("common.close")} onClick={() => setOutcome(null)} />
        </div>
      )}
      <div className="card trigger-options">
        <label htmlFor="trigger-text" className="field-label">
          {t("trigger.text")}
        </label>
        <InputText
          id="trigger-text"
          value={text}
          maxLength={500}
          placeholder={t("trigger.textPlaceholder")}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="switch-row">
          <InputSwitch inputId="share-location" checked={shareLocation} onChange={(event) => setShareLocation(Boolean(event.value))} />
          <label htmlFor="share-location">{t("trigger.shareLocation")}</label>
        </div>
      </div>
      <div className="app-grid">
        {apps.map((app) => (
          <HoldButton
            key={app.appType}
            label={t(`appTypes.${app.appType}`)}
            icon={app.icon.name || APP_TYPE_ICONS[app.appType].name}
            color={app.icon.color || APP_TYPE_ICONS[app.appType].color}
            disabled={!app.usable || raise.isPending}
            note={!app.usable ? t("trigger.notUsable") : sending === app.appType ? t("trigger.sending") : undefined}
            onComplete={() => raise.mutate(app)}
          />
        ))}
      </div>
    </section>
  );
}
