import { QueryClientProvider } from "@tanstack/react-query";
import { PrimeReactProvider, type APIOptions } from "primereact/api";
import { Button } from "primereact/button";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { BottomNav } from "./components/bottom-nav";
import { OfflineBanner, QueueBanner } from "./components/banners";
import { IncomingAlarm } from "./components/incoming-alarm";
import { ToastProvider, useToast } from "./components/toast";
import { useMyAlarms, useProfile, useRefreshAll } from "./hooks";
import { followProfileLanguage } from "./i18n";
import { errorText } from "./lib/errors";
import { currentSubscription } from "./lib/push";
import { useRoute, type Screen } from "./lib/route";
import { sendQueued } from "./lib/send-alarm";
import { useAppLive } from "./lib/use-live";
import { AlarmsScreen, ErrorState, Loading } from "./screens/alarms-screen";
import { DutiesScreen } from "./screens/duties-screen";
import { HomeScreen } from "./screens/home-screen";
import { LoneWorkerScreen } from "./screens/lone-worker-screen";
import { SettingsScreen } from "./screens/settings-screen";
import { SignInScreen } from "./screens/sign-in-screen";
import { api, queryClient, queue, session } from "./services";

/**
 * As in the console (app/providers.tsx): a switch's focusable input carries its role and name, so its
 * wrapper leaves the accessibility tree instead of nesting one checkbox in another.
 */
const ACCESSIBLE_PT: APIOptions["pt"] = {
  inputswitch: { root: { role: undefined, "aria-checked": undefined } },
};

export function App() {
  return (
    <PrimeReactProvider value={{ ripple: false, pt: ACCESSIBLE_PT }}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionGate />
        </ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}

function SessionGate() {
  const signedIn = useSyncExternalStore(session.subscribe, session.get);
  return signedIn ? <SignedInApp key={signedIn.sessionId} /> : <SignInScreen />;
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
  );
}

/** Sends the alarms queued offline: at the start, when the phone is back online, and after each successful read. */
function useQueueSender(refreshAll: () => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return useCallback(() => {
    if (queue.list().length === 0) return;
    void queue
      .flush((item) => sendQueued(api, item))
      .then((outcomes) => {
        for (const outcome of outcomes) {
          const what = outcome.item.kind === "sos" ? t("sos.title") : t(`appTypes.${outcome.item.appType}`);
          if (outcome.result === "sent") toast.show("success", t("offline.queuedSent", { what, id: outcome.alarmId }));
          else toast.show("error", t("offline.queuedRefused", { what }), errorText(outcome.error, t, i18n.language));
        }
        if (outcomes.length > 0) refreshAll();
      });
  }, [t, i18n, toast, refreshAll]);
}

function SignedInApp() {
  const { t } = useTranslation();
  const [route, navigate] = useRoute();
  const profile = useProfile();
  const alarms = useMyAlarms();
  const refreshAll = useRefreshAll();
  const online = useOnline();
  const sendQueue = useQueueSender(refreshAll);

  const live = useAppLive((event) => {
    if (event.type === "notification" || event.type === "lone-worker" || event.type === "alarm") refreshAll();
  }, refreshAll);

  // Back online, and at the start: send what was queued, read everything again.
  useEffect(() => {
    sendQueue();
    const backOnline = () => {
      sendQueue();
      refreshAll();
    };
    window.addEventListener("online", backOnline);
    return () => window.removeEventListener("online", backOnline);
  }, [sendQueue, refreshAll]);

  // The server answered again after a break: the queue can go too.
  const reachable = profile.data?.offline === false && alarms.data?.offline === false;
  useEffect(() => {
    if (reachable) sendQueue();
  }, [reachable, sendQueue]);

  // The service worker got a push message or a notification was clicked: read the alarms again (and open one).
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; alarmId?: number } | null;
      if (data?.type === "alarm-push") refreshAll();
      if (data?.type === "open-alarm" && typeof data.alarmId === "number") {
        refreshAll();
        navigate("alarms", data.alarmId);
      }
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [refreshAll, navigate]);

  const language = profile.data?.data.language;
  useEffect(() => {
    if (language) followProfileLanguage(language);
  }, [language]);

  // This browser already receives notifications: make sure they reach the one now signed in.
  useEffect(() => {
    if (!("Notification" in window) || Notification.permission !== "granted") return;
    void currentSubscription()
      .then((subscription) => subscription && api.subscribePush(subscription.toJSON()))
      .catch(() => undefined);
  }, []);

  if (profile.isError && !profile.data) {
    return (
      <main className="app-shell app-shell--error">
        <ErrorState error={profile.error} />
        <Button label={t("common.retry")} icon="pi pi-refresh" onClick={() => void profile.refetch()} />
      </main>
    );
  }
  if (!profile.data) {
    return (
      <main className="app-shell">
        <Loading />
      </main>
    );
  }

  const me = profile.data.data;
  const offline = !online || profile.data.offline || Boolean(alarms.data?.offline);
  const savedAt =
    [profile.data, alarms.data]
      .filter((fetched) => fetched?.offline)
      .map((fetched) => fetched!.savedAt)
      .sort()[0] ?? null;
  const open = alarms.data?.data.list;
  const waiting = open?.filter((alarm) => alarm.canAnswer).length ?? 0;
  const screen: Screen = route.screen === "lone-worker" && !me.loneWorkerAvailable ? "home" : route.screen;

  return (
    <div className="app-shell">
      <header className="app-header">
        <div className="app-header__who">
          <span className="app-header__name">{me.participant.fullName}</span>
          <span className="app-header__org">{me.participant.orgName}</span>
        </div>
        <span className={`live-dot live-dot--${offline ? "offline" : live}`} title={t(`live.${offline ? "offline" : live}`)}>
          <span className="visually-hidden">{t(`live.${offline ? "offline" : live}`)}</span>
        </span>
      </header>
      {offline && <OfflineBanner savedAt={savedAt} />}
      <QueueBanner />
      {screen !== "alarms" && <IncomingAlarm alarms={open} onOpen={(alarmId) => navigate("alarms", alarmId)} />}
      <main className="app-main" id="main">
        {screen === "home" && <HomeScreen profile={me} offline={offline} />}
        {screen === "alarms" && (alarms.isError && !alarms.data ? <ErrorState error={alarms.error} /> : <AlarmsScreen open={open} focusId={route.alarmId} />)}
        {screen === "lone-worker" && <LoneWorkerScreen profile={me} offline={offline} />}
        {screen === "duties" && <DutiesScreen offline={offline} />}
        {screen === "settings" && <SettingsScreen profile={me} />}
      </main>
      <BottomNav current={screen} onChange={(next) => navigate(next)} waiting={waiting} loneWorker={me.loneWorkerAvailable} />
    </div>
  );
}
