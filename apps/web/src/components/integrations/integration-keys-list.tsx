import type { IntegrationKey } from "@alarm/contract";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format-date";
import { useFailureToast } from "../object-list/use-failure-toast";
import { useToast } from "../toast/toast-context";
import { useRevokeIntegrationKey } from "./integrations-api";
import { INTEGRATION_KIND_ICON, integrationKindKey } from "./integration-kind";

/** An alarm point's keys, revoked ones last (as the server orders them), each revocable after a confirmation. */
export function IntegrationKeysList({ keys }: { keys: IntegrationKey[] }) {
  return (
    <ul className="bare-list stack gap-s" data-testid="integration-keys">
      {keys.map((key) => (
        <KeyRow key={key.id} integrationKey={key} />
      ))}
    </ul>
  );
}

function KeyFacts({ integrationKey: key }: { integrationKey: IntegrationKey }) {
  const { t } = useTranslation();
  const facts = [
    t("integrations.list.secretHint", { hint: key.secretHint }),
    t("integrations.list.created", { name: key.createdBy, date: formatDateTime(key.createdAt) }),
    key.lastUsedAt ? t("integrations.list.lastUsed", { date: formatDateTime(key.lastUsedAt) }) : t("integrations.list.neverUsed"),
    t("integrations.list.rate", { rate: key.ratePerMinute }),
    ...(key.heartbeatMinutes !== null ? [t("integrations.list.heartbeat", { minutes: key.heartbeatMinutes })] : []),
    ...(key.kind === "HEARTBEAT"
      ? [key.lastPingAt ? t("integrations.list.lastPing", { date: formatDateTime(key.lastPingAt) }) : t("integrations.list.noPing")]
      : []),
    ...(key.dedupBySubject ? [t("integrations.list.dedupBySubject")] : []),
  ];
  return (
    <div className="cluster wrap gap-m muted">
      {facts.map((fact) => (
        <small key={fact}>{fact}</small>
      ))}
    </div>
  );
}

function KeyRow({ integrationKey: key }: { integrationKey: IntegrationKey }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const revoke = useRevokeIntegrationKey(key.alarmPointId);
  const revoked = key.revokedAt !== null;

  const confirmRevoke = () =>
    confirmDialog({
      header: t("integrations.revoke.header"),
      message: t("integrations.revoke.text", { name: key.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("integrations.revoke.confirm"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        revoke.mutate(key.id, {
          onSuccess: () => toast.show({ severity: "success", summary: t("integrations.revoke.done"), detail: key.name }),
          onError: showFailure,
        }),
    });

  return (
    <li
      className="frame cluster gap-m spread"
      style={{ padding: "0.75rem 1rem", opacity: revoked ? 0.75 : undefined }}
      data-testid={`integration-key-${key.id}`}
      data-revoked={revoked}
    >
      <div className="stack gap-xs" style={{ minWidth: 0 }}>
        <div className="cluster wrap gap-s">
          <i className={`pi ${INTEGRATION_KIND_ICON[key.kind]}`} aria-hidden="true" />
          <strong className="breakable">{key.name}</strong>
          <span className="muted">{t(integrationKindKey(key.kind))}</span>
          {revoked ? <Tag severity="secondary" value={t("integrations.list.revoked")} /> : <Tag severity="success" value={t("integrations.list.active")} />}
        </div>
        <KeyFacts integrationKey={key} />
        {revoked && <small className="muted">{t("integrations.list.revokedBy", { name: key.revokedBy ?? "", date: formatDateTime(key.revokedAt) })}</small>}
      </div>
      {!revoked && (
        <Button
          type="button"
          icon="pi pi-ban"
          label={t("integrations.revoke.button")}
          severity="danger"
          text
          size="small"
          aria-label={t("integrations.revoke.label", { name: key.name })}
          loading={revoke.isPending}
          onClick={confirmRevoke}
          data-testid={`integration-revoke-${key.id}`}
        />
      )}
    </li>
  );
}
