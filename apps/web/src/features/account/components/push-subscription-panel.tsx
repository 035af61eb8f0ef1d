import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { type BrowserPushState, useBrowserPushState, useTurnOffPush, useTurnOnPush } from "../api/push-subscription";
import "./push-subscription-panel.css";

type Kind = BrowserPushState["kind"];

const TAG: Record<Kind, { label: string; severity: "success" | "danger" | "secondary" | "warning"; icon: string }> = {
  on: { label: "account.push.on", severity: "success", icon: "pi pi-bell" },
  off: { label: "account.push.off", severity: "secondary", icon: "pi pi-bell-slash" },
  blocked: { label: "account.push.blocked", severity: "danger", icon: "pi pi-ban" },
  unsupported: { label: "account.push.unavailable", severity: "warning", icon: "pi pi-exclamation-triangle" },
  insecure: { label: "account.push.unavailable", severity: "warning", icon: "pi pi-exclamation-triangle" },
};

/** Web Push on the browser in use: alarms for the user as a participant (push devices) appear as notifications here. */
export function PushSubscriptionPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const state = useBrowserPushState();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (error: unknown) => {
    // The server's refusals go to the toast; the browser's own failures (push service, worker) are told here.
    if (isApiError(error)) toast.showError(error);
    else setProblem(t("account.push.failed", { reason: error instanceof Error ? error.message : String(error) }));
  };
  const enable = () => {
    setProblem(null);
    turnOn.mutate(undefined, {
      onSuccess: (allowed) => {
        if (allowed) toast.show({ severity: "success", summary: t("account.push.title"), detail: t("account.push.enabled") });
        else setProblem(t("account.push.notAllowed"));
      },
      onError: fail,
    });
  };
  const disable = () => {
    setProblem(null);
    turnOff.mutate(undefined, {
      onSuccess: () => toast.show({ severity: "success", summary: t("account.push.title"), detail: t("account.push.disabled") }),
      onError: fail,
    });
  };

  const current = state.data;
  const tag = current && TAG[current.kind];
  return (
    <section className="card" aria-labelledby="push-title" aria-busy={state.isPending}>
      <div className="card__header">
        <h2 id="push-title" className="card__title">
          {t("account.push.title")}
        </h2>
        {tag && <Tag value={t(tag.label)} severity={tag.severity} icon={tag.icon} />}
      </div>

      {state.isPending && <p className="card__text">{t("account.push.checking")}</p>}
      {state.isError && (
        <>
          <Message
            severity="error"
            className="push-panel__message"
            text={t("account.push.loadFailed", { reason: isApiError(state.error) ? state.error.reason : String(state.error) })}
          />
          <div className="button-row">
            <Button label={t("account.push.retry")} icon="pi pi-refresh" outlined onClick={() => void state.refetch()} />
          </div>
        </>
      )}

      {current?.kind === "unsupported" && <p className="card__text">{t("account.push.unsupportedText")}</p>}
      {current?.kind === "insecure" && <p className="card__text">{t("account.push.insecureText")}</p>}
      {current?.kind === "blocked" && <p className="card__text">{t("account.push.blockedText")}</p>}
      {current?.kind === "off" && (
        <>
          <p className="card__text">{t("account.push.offText")}</p>
          <Button label={t("account.push.turnOn")} icon="pi pi-bell" loading={turnOn.isPending} onClick={enable} />
        </>
      )}
      {current?.kind === "on" && (
        <>
          <p className="card__text">
            {t("account.push.onText")}
            {current.otherBrowsers > 0 && <> {t("account.push.otherBrowsers", { count: current.otherBrowsers })}</>}
          </p>
          <Button label={t("account.push.turnOff")} icon="pi pi-bell-slash" severity="danger" outlined loading={turnOff.isPending} onClick={disable} />
        </>
      )}
      {problem && <Message severity="warn" className="push-panel__message" text={problem} />}
    </section>
  );
}
