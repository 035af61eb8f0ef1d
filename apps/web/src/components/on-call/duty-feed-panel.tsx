import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format-date";
import { useFailureToast } from "../object-list/use-failure-toast";
import { useToast } from "../toast/toast-context";
import { useCreateDutyFeed, useDutyFeedState, useRevokeDutyFeed } from "./duty-feed-api";
import { OnCallState } from "./on-call-state";

interface DutyFeedPanelProps {
  participant: { id: number; fullName: string };
  allowed: boolean;
}

/** A participant's duties as an iCalendar feed at a secret address: whether one exists, a new one (shown once), revoking it. */
export function DutyFeedPanel({ participant, allowed }: DutyFeedPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const state = useDutyFeedState(participant.id, allowed);
  const create = useCreateDutyFeed(participant.id);
  const revoke = useRevokeDutyFeed(participant.id);
  // The address is answered once: kept here until the panel is left or the feed revoked.
  const [url, setUrl] = useState<string | null>(null);

  const makeLink = () => create.mutate(undefined, { onSuccess: (link) => setUrl(link.url), onError: showFailure });
  const confirmAndRun = (kind: "rotate" | "revoke", run: () => void) =>
    confirmDialog({
      header: t(kind === "rotate" ? "onCall.feed.rotateHeader" : "onCall.feed.revokeHeader"),
      message: t(kind === "rotate" ? "onCall.feed.rotateText" : "onCall.feed.revokeText"),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t(kind === "rotate" ? "onCall.feed.rotate" : "onCall.feed.revoke"),
      rejectLabel: t("common.cancel"),
      acceptClassName: kind === "revoke" ? "p-button-danger" : undefined,
      accept: run,
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.show({ severity: "success", summary: t("onCall.feed.revoked") });
      },
      onError: showFailure,
    });
  const copy = () =>
    navigator.clipboard.writeText(url ?? "").then(
      () => toast.show({ severity: "success", summary: t("onCall.feed.copied") }),
      () => toast.show({ severity: "warn", summary: t("onCall.feed.copyFailed") }),
    );

  return (
    <section className="duty-feed stack gap-s" aria-labelledby="duty-feed-title">
      <h3 id="duty-feed-title" className="on-call__subtitle">
        {t("onCall.feed.title")}
      </h3>
      <p className="muted">{t("onCall.feed.intro", { name: participant.fullName })}</p>
      <OnCallState query={state} allowed={allowed} errorTitle={t("onCall.feed.loadError")}>
        {(feed) => (
          <div className="stack gap-s">
            <p>{feed.active ? t("onCall.feed.active", { date: formatDateTime(feed.createdAt) }) : t("onCall.feed.none")}</p>
            {url && (
              <div className="stack gap-xs">
                <label htmlFor="duty-feed-url">{t("onCall.feed.link")}</label>
                <div className="cluster gap-s">
                  <InputText
                    id="duty-feed-url"
                    value={url}
                    readOnly
                    className="grow"
                    onFocus={(event) => event.target.select()}
                    aria-describedby="duty-feed-once"
                  />
                  <Button type="button" label={t("onCall.feed.copy")} icon="pi pi-copy" outlined onClick={() => void copy()} />
                </div>
                <small id="duty-feed-once" className="muted">
                  {t("onCall.feed.linkOnce")}
                </small>
              </div>
            )}
            <div className="cluster gap-m">
              <Button
                type="button"
                label={t(feed.active ? "onCall.feed.rotate" : "onCall.feed.create")}
                icon="pi pi-link"
                outlined={feed.active}
                loading={create.isPending}
                onClick={() => (feed.active ? confirmAndRun("rotate", makeLink) : makeLink())}
              />
              {feed.active && (
                <Button
                  type="button"
                  label={t("onCall.feed.revoke")}
                  icon="pi pi-ban"
                  severity="danger"
                  text
                  loading={revoke.isPending}
                  onClick={() => confirmAndRun("revoke", revokeLink)}
                />
              )}
            </div>
          </div>
        )}
      </OnCallState>
    </section>
  );
}
