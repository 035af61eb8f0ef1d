import type { AppInstallation } from "@alarm/contract";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { formatDateTime } from "../../../lib/format-date";
import { useAppInstallations, useRevokeAppInstallation } from "../api/app-installations";

/** The phones signed in to the participant app as this participant, each with Revoke (its sign-in ends). */
export function AppInstallations({ participantId }: { participantId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const installations = useAppInstallations(participantId);
  const revoke = useRevokeAppInstallation(participantId);

  const confirmRevoke = (installation: AppInstallation) =>
    confirmDialog({
      header: t("participants.appInstallations.revokeHeader"),
      message: t("participants.appInstallations.revokeConfirm", { device: installation.deviceName, login: installation.userLogin }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("participants.appInstallations.revoke"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        revoke.mutate(installation.sessionId, {
          onSuccess: () =>
            toast.show({
              severity: "success",
              summary: t("participants.appInstallations.revokeHeader"),
              detail: t("participants.appInstallations.revoked", { device: installation.deviceName }),
            }),
          onError: showFailure,
        }),
    });

  let body;
  if (installations.isPending) {
    body = (
      <p className="object-editor__text muted" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("common.loading")}
      </p>
    );
  } else if (installations.isError) {
    body = (
      <div className="cluster wrap gap-s">
        <p className="object-editor__text muted object-editor__text--error">{t("participants.appInstallations.loadError")}</p>
        <Button type="button" label={t("participants.table.retry")} icon="pi pi-refresh" text size="small" onClick={() => void installations.refetch()} />
      </div>
    );
  } else if (installations.data.length === 0) {
    body = <p className="object-editor__text muted">{t("participants.appInstallations.none")}</p>;
  } else {
    body = (
      <ul className="bare-list stack gap-s" aria-labelledby="participant-app-installations-title">
        {installations.data.map((installation) => (
          <li key={installation.sessionId} className="frame frame--padded cluster wrap spread gap-m" data-testid="app-installation">
            <div className="stack gap-xs" style={{ minWidth: 0, flex: "1 1 14rem" }}>
              <span className="cluster gap-s">
                <i className="pi pi-mobile" aria-hidden="true" />
                <strong className="breakable">{installation.deviceName}</strong>
                <small className="muted">{t("participants.appInstallations.asUser", { login: installation.userLogin })}</small>
              </span>
              <small className="muted">
                {t("participants.appInstallations.signedInAt", { time: formatDateTime(installation.signedInAt) })}
                {" · "}
                {installation.lastSeenAt
                  ? t("participants.appInstallations.lastSeenAt", { time: formatDateTime(installation.lastSeenAt) })
                  : t("participants.appInstallations.neverSeen")}
              </small>
              {installation.userAgent && (
                <small className="muted breakable" title={installation.userAgent}>
                  {installation.userAgent}
                </small>
              )}
            </div>
            <Button
              type="button"
              label={t("participants.appInstallations.revoke")}
              aria-label={t("participants.appInstallations.revokeLabel", { device: installation.deviceName })}
              icon="pi pi-ban"
              severity="danger"
              outlined
              size="small"
              loading={revoke.isPending && revoke.variables === installation.sessionId}
              disabled={revoke.isPending}
              onClick={() => confirmRevoke(installation)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="stack gap-m" aria-labelledby="participant-app-installations-title" data-testid="app-installations">
      <h4 id="participant-app-installations-title" className="flush cluster gap-s">
        <i className="pi pi-mobile" aria-hidden="true" />
        {t("participants.appInstallations.title")}
      </h4>
      <p className="object-editor__text muted">{t("participants.appInstallations.hint")}</p>
      {body}
    </section>
  );
}
