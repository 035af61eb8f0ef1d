import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { useResetTwoFactor, useTwoFactorStatus } from "../api/user-two-factor";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useCurrentUser } from "../../../lib/use-session";
import { OwnTwoFactorReset } from "./own-two-factor-reset";

/** A user's two-factor status (GET /user-2fa-status) and resetting it: after a confirmation, or for oneself with a code. */
export function UserTwoFactor({ login }: { login: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const status = useTwoFactorStatus(login);
  const reset = useResetTwoFactor();
  const enabled = status.data?.enabled;
  const own = useCurrentUser()?.login.toLowerCase() === login.toLowerCase();

  const confirmReset = () =>
    confirmDialog({
      header: t("users.twoFactor.resetHeader"),
      message: t("users.twoFactor.resetConfirm", { login }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("users.twoFactor.reset"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        reset.mutate(
          { login },
          {
            onSuccess: () => toast.show({ severity: "success", summary: t("users.twoFactor.title"), detail: t("users.twoFactor.resetDone", { login }) }),
            onError: showFailure,
          },
        ),
    });

  return (
    <section className="object-editor__section stack gap-l user-editor__section" aria-labelledby="user-two-factor-title">
      <div className="object-editor__section-header cluster gap-l">
        <h3 id="user-two-factor-title">{t("users.twoFactor.title")}</h3>
        {enabled !== undefined && (
          <Tag
            value={enabled ? t("users.twoFactor.on") : t("users.twoFactor.off")}
            severity={enabled ? "success" : undefined}
            className={enabled ? undefined : "users-tag--muted"}
            icon={enabled ? "pi pi-shield" : undefined}
          />
        )}
      </div>
      {status.isPending && <p className="object-editor__text muted">{t("common.loading")}</p>}
      {status.isError && (
        <p className="object-editor__text muted object-editor__text--error" role="alert">
          {t("users.twoFactor.loadError")}
        </p>
      )}
      {enabled !== undefined && (
        <>
          <p className="object-editor__text muted">{enabled ? t("users.twoFactor.onText") : t("users.twoFactor.offText")}</p>
          {enabled && own && <OwnTwoFactorReset login={login} />}
          {enabled && !own && (
            <Button
              type="button"
              label={t("users.twoFactor.reset")}
              icon="pi pi-refresh"
              severity="danger"
              outlined
              size="small"
              loading={reset.isPending}
              onClick={confirmReset}
            />
          )}
        </>
      )}
    </section>
  );
}
