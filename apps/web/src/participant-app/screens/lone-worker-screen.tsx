import type { TFunction } from "i18next";
import { LONE_WORKER_DEFAULTS, LONE_WORKER_LIMITS, type AppProfile, type LoneWorkerSession } from "@alarm/contract";
import { useMutation } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { HoldButton } from "../components/hold-button";
import { useToast } from "../components/toast";
import { useRefreshAll, useUpdateProfile } from "../hooks";
import { checkInState, formatCountdown } from "../lib/countdown";
import { errorText } from "../lib/errors";
import { clockTime, formatTime } from "../lib/format";
import { currentLocation } from "../lib/location";
import { raiseAlarm, type RaiseOutcome } from "../lib/send-alarm";
import { useNow } from "../lib/use-now";
import { useStoredFlag } from "../lib/use-stored-flag";
import { api, queue } from "../services";
import { SHARE_LOCATION_KEY } from "./home-screen";

/** Working alone: start a session, check in at each interval, check out; SOS at any time. */
export function LoneWorkerScreen({ profile, offline }: { profile: AppProfile; offline: boolean }) {
  const { t } = useTranslation();
  const running = profile.loneWorker?.status === "RUNNING" ? profile.loneWorker : null;
  return (
    <div className="screen lone-worker-screen">
      <h1 className="screen-title">{t("loneWorker.title")}</h1>
      {running ? <RunningSession session={running} offline={offline} /> : <StartForm offline={offline} />}
      <SosCard />
    </div>
  );
}

function useLocationFlag() {
  return useStoredFlag(SHARE_LOCATION_KEY, true);
}

function StartForm({ offline }: { offline: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const updateProfile = useUpdateProfile();
  const refreshAll = useRefreshAll();
  const startProblem = useStartProblem();
  const [task, setTask] = useState("");
  const [expected, setExpected] = useState(String(LONE_WORKER_DEFAULTS.expectedMinutes));
  const [interval, setCheckInInterval] = useState(String(LONE_WORKER_DEFAULTS.checkInMinutes));
  const [shareLocation, setShareLocation] = useLocationFlag();
  const [submitted, setSubmitted] = useState(false);
  const problems = {
    task: task.trim() === "" ? t("loneWorker.taskRequired") : null,
    expected: rangeProblem(expected, LONE_WORKER_LIMITS.expectedMinutes, t),
    interval: rangeProblem(interval, LONE_WORKER_LIMITS.checkInMinutes, t),
  };
  const start = useMutation({
    mutationFn: async () => {
      const location = shareLocation ? await currentLocation() : undefined;
      return api.startLoneWorker({ task: task.trim(), expectedMinutes: Number(expected), checkInMinutes: Number(interval), ...(location ? { location } : {}) });
    },
    onSuccess: (session) => {
      updateProfile((profile) => ({ ...profile, loneWorker: session }));
      toast.show("success", t("loneWorker.started"));
    },
    onError: (error) => {
      toast.show("error", t("loneWorker.startFailed"), startProblem(error) ?? errorText(error, t, i18n.language));
      // One may be running already (started on another phone): show it.
      if (isApiError(error, "CONFLICT")) refreshAll();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    start.mutate();
  };
  const field = (id: string, label: string, problem: string | null, input: ReactNode, help?: string) => (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {input}
      {submitted && problem ? (
        <small id={`${id}-problem`} className="field-problem">
          {problem}
        </small>
      ) : (
        help && <small className="field-help">{help}</small>
      )}
    </div>
  );
  return (
    <form className="card lone-worker-form" onSubmit={submit} noValidate aria-labelledby="lone-worker-start-title">
      <h2 id="lone-worker-start-title" className="card__title">
        {t("loneWorker.startTitle")}
      </h2>
      <p className="muted">{t("loneWorker.explain")}</p>
      {field(
        "lw-task",
        t("loneWorker.task"),
        problems.task,
        <InputText
          id="lw-task"
          value={task}
          maxLength={200}
          placeholder={t("loneWorker.taskPlaceholder")}
          invalid={submitted && Boolean(problems.task)}
          aria-describedby={submitted && problems.task ? "lw-task-problem" : undefined}
          onChange={(event) => setTask(event.target.value)}
        />,
      )}
      <div className="field-pair">
        {field(
          "lw-expected",
          t("loneWorker.expectedMinutes"),
          problems.expected,
          <InputText
            id="lw-expected"
            type="number"
            inputMode="numeric"
            min={LONE_WORKER_LIMITS.expectedMinutes.min}
            max={LONE_WORKER_LIMITS.expectedMinutes.max}
            value={expected}
            invalid={submitted && Boolean(problems.expected)}
            aria-describedby={submitted && problems.expected ? "lw-expected-problem" : undefined}
            onChange={(event) => setExpected(event.target.value)}
          />,
        )}
        {field(
          "lw-interval",
          t("loneWorker.checkInMinutes"),
          problems.interval,
          <InputText
            id="lw-interval"
            type="number"
            inputMode="numeric"
            min={LONE_WORKER_LIMITS.checkInMinutes.min}
            max={LONE_WORKER_LIMITS.checkInMinutes.max}
            value={interval}
            invalid={submitted && Boolean(problems.interval)}
            aria-describedby={submitted && problems.interval ? "lw-interval-problem" : undefined}
            onChange={(event) => setCheckInInterval(event.target.value)}
          />,
        )}
      </div>
      <div className="switch-row">
        <InputSwitch inputId="lw-location" checked={shareLocation} onChange={(event) => setShareLocation(Boolean(event.value))} />
        <label htmlFor="lw-location">{t("trigger.shareLocation")}</label>
      </div>
      <Button type="submit" label={t("loneWorker.start")} icon="pi pi-play" className="wide-button" loading={start.isPending} disabled={offline} />
    </form>
  );
}

/** Why the server would not start a session, in the app's words. */
function useStartProblem() {
  const { t } = useTranslation();
  return (error: unknown): string | null => {
    if (isApiError(error, "CONFLICT")) return t("loneWorker.running");
    if (isApiError(error, "VALIDATION") && error.details.some((detail) => detail.code === "NO_LONE_WORKER_POINT")) return t("loneWorker.noAlarmPoint");
    return null;
  };
}

function rangeProblem(value: string, limits: { min: number; max: number }, t: TFunction): string | null {
  const number = Number(value);
  if (value.trim() === "" || !Number.isInteger(number) || number < limits.min || number > limits.max) return t("loneWorker.range", limits);
  return null;
}

function RunningSession({ session, offline }: { session: LoneWorkerSession; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const updateProfile = useUpdateProfile();
  const refreshAll = useRefreshAll();
  const [shareLocation] = useLocationFlag();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const now = useNow(1000);
  const state = checkInState(session, now);

  // Due: say it with the phone too, once per check-in.
  const buzzedFor = useRef<string | null>(null);
  useEffect(() => {
    if (state.phase === "waiting" || buzzedFor.current === session.nextCheckInAt) return;
    buzzedFor.current = session.nextCheckInAt;
    navigator.vibrate?.([500, 200, 500, 200, 500]);
  }, [state.phase, session.nextCheckInAt]);

  const checkIn = useMutation({
    mutationFn: async () => api.checkIn(shareLocation ? await currentLocation() : undefined),
    onSuccess: (next) => {
      updateProfile((profile) => ({ ...profile, loneWorker: next }));
      toast.show("success", t("loneWorker.checkedIn", { time: clockTime(next.nextCheckInAt) }));
    },
    onError: (error) => toast.show("error", t("loneWorker.checkInFailed"), errorText(error, t, i18n.language)),
  });
  const checkOut = useMutation({
    mutationFn: () => api.checkOut(),
    onSuccess: () => {
      setConfirmEnd(false);
      updateProfile((profile) => ({ ...profile, loneWorker: null }));
      toast.show("success", t("loneWorker.checkedOut"));
      refreshAll();
    },
    onError: (error) => toast.show("error", t("loneWorker.checkOutFailed"), errorText(error, t, i18n.language)),
  });

  return (
    <>
      <section className={`card countdown-card countdown-card--${state.phase}`} aria-labelledby="countdown-title" aria-live="polite">
        <p className="countdown-card__task">
          <i className="pi pi-user" aria-hidden="true" /> {session.task}
        </p>
        <h2 id="countdown-title" className="countdown-card__title">
          {state.phase === "waiting" ? t("loneWorker.nextCheckIn") : state.phase === "due" ? t("loneWorker.due") : t("loneWorker.missed")}
        </h2>
        <p className="countdown-card__clock" role="timer" aria-atomic="true">
          {formatCountdown(state.remainingMs)}
        </p>
        <p className="countdown-card__detail">
          {state.phase === "waiting"
            ? t("loneWorker.dueAt", { time: clockTime(session.nextCheckInAt) })
            : state.phase === "due"
              ? t("loneWorker.alarmIn")
              : t("loneWorker.alarmRaised")}
        </p>
        <Button
          label={t("loneWorker.checkIn")}
          icon="pi pi-check"
          className="check-in-button"
          severity={state.phase === "waiting" ? undefined : "danger"}
          loading={checkIn.isPending}
          disabled={offline}
          onClick={() => checkIn.mutate()}
        />
        <dl className="session-facts">
          <div>
            <dt>{t("loneWorker.startedAt")}</dt>
            <dd>{formatTime(session.startedAt)}</dd>
          </div>
          <div>
            <dt>{t("loneWorker.expectedEnd")}</dt>
            <dd>{formatTime(session.expectedEndAt)}</dd>
          </div>
          <div>
            <dt>{t("loneWorker.interval")}</dt>
            <dd>{t("loneWorker.minutes", { n: session.checkInMinutes })}</dd>
          </div>
          {session.misses > 0 && (
            <div>
              <dt>{t("loneWorker.misses")}</dt>
              <dd>{session.misses}</dd>
            </div>
          )}
        </dl>
        <Button
          label={t("loneWorker.checkOut")}
          icon="pi pi-stop-circle"
          severity="secondary"
          outlined
          className="wide-button"
          disabled={offline}
          onClick={() => setConfirmEnd(true)}
        />
      </section>
      <Dialog
        header={t("loneWorker.confirmCheckOutTitle")}
        visible={confirmEnd}
        onHide={() => setConfirmEnd(false)}
        className="app-dialog"
        draggable={false}
        resizable={false}
        footer={
          <div className="dialog-buttons">
            <Button label={t("common.cancel")} severity="secondary" text onClick={() => setConfirmEnd(false)} />
            <Button label={t("loneWorker.checkOut")} icon="pi pi-stop-circle" loading={checkOut.isPending} onClick={() => checkOut.mutate()} />
          </div>
        }
      >
        <p>{t("loneWorker.confirmCheckOut")}</p>
      </Dialog>
    </>
  );
}

/** SOS: held for 2 s, raises the organization's lone-worker alarm at once; queued when offline. */
function SosCard() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [shareLocation] = useLocationFlag();
  const [outcome, setOutcome] = useState<RaiseOutcome | null>(null);
  const sos = useMutation({
    mutationFn: () => raiseAlarm(api, queue, { kind: "sos" }, shareLocation),
    onSuccess: setOutcome,
    onError: (error) => toast.show("error", t("sos.failed"), errorText(error, t, i18n.language)),
  });
  return (
    <section className="card sos-card" aria-labelledby="sos-title">
      <h2 id="sos-title" className="card__title">
        {t("sos.title")}
      </h2>
      <p className="muted">{t("sos.explain")}</p>
      <HoldButton
        label={t("sos.button")}
        icon="exclamation-triangle"
        color="#b91c1c"
        size="large"
        disabled={sos.isPending}
        note={sos.isPending ? t("trigger.sending") : undefined}
        onComplete={() => sos.mutate()}
      />
      {outcome && (
        <p className={`outcome-card outcome-card--${outcome.result}`} role="status">
          <i className={`pi ${outcome.result === "sent" ? "pi-check-circle" : "pi-clock"}`} aria-hidden="true" />
          <strong>{outcome.result === "sent" ? t("sos.sent", { id: outcome.alarmId }) : t("sos.queued")}</strong>
        </p>
      )}
    </section>
  );
}
