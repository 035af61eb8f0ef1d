import type { CreatedIntegrationKey } from "@alarm/contract";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useTranslation } from "react-i18next";
import { Copyable } from "./copyable";
import { INTEGRATION_KIND_ICON, integrationKindKey } from "./integration-kind";
import { setupExample } from "./setup-example";

interface CreatedKeyPanelProps {
  created: CreatedIntegrationKey;
  onDismiss: () => void;
}

/** A new key's secret, endpoint and a ready-to-paste example: shown this once, until dismissed or the tab is left. */
export function CreatedKeyPanel({ created, onDismiss }: CreatedKeyPanelProps) {
  const { t } = useTranslation();
  const { key } = created;
  const example = setupExample(key.kind, created);
  const mail = key.kind === "EMAIL";
  return (
    <section className="frame frame--padded stack gap-m" aria-labelledby="integration-created-title" data-testid="integration-created">
      <div className="cluster gap-s">
        <i className={`pi ${INTEGRATION_KIND_ICON[key.kind]}`} aria-hidden="true" />
        <h3 id="integration-created-title" className="breakable flush">
          {t("integrations.created.title", { name: key.name, kind: t(integrationKindKey(key.kind)) })}
        </h3>
      </div>
      <Message id="integration-secret-once" severity="warn" className="justify-content-start" text={t("integrations.created.warning")} />
      <Copyable id="integration-secret" label={t("integrations.created.secret")} value={created.secret} describedBy="integration-secret-once" />
      <Copyable id="integration-endpoint" label={t(mail ? "integrations.created.address" : "integrations.created.endpoint")} value={created.endpoint} />
      {!mail && (
        <Copyable
          id="integration-example"
          label={t(`integrations.created.examples.${example.form}`)}
          value={example.text}
          multiline={example.form !== "url"}
          describedBy="integration-example-hint"
        />
      )}
      <p id="integration-example-hint" className="muted flush">
        {t(`integrations.created.hints.${key.kind}`, { minutes: key.heartbeatMinutes ?? 0 })}
      </p>
      <div className="cluster end">
        <Button type="button" label={t("integrations.created.done")} icon="pi pi-check" onClick={onDismiss} data-testid="integration-created-done" />
      </div>
    </section>
  );
}
