import { type OutgoingWebhook, WEBHOOK_FORMATS } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useWebhookForm } from "./use-webhook-form";
import { WebhookEventsField } from "./webhook-events-field";
import { NAME_MAX, URL_MAX, type WebhookFormValues } from "./webhook-form-model";
import { FORMAT_HINT_KEYS, FORMAT_KEYS } from "./webhook-labels";

interface WebhookDialogProps {
  /** The webhook edited, or null for a new one. */
  webhook: OutgoingWebhook | null;
  /** A new webhook's organization to start with. */
  defaultOrgId: number | null;
  onHide: () => void;
  onSaved: (webhook: OutgoingWebhook) => void;
}

/** Creates or edits an outgoing webhook; problems show under their fields as soon as a save was tried. */
export function WebhookDialog({ webhook, defaultOrgId, onHide, onSaved }: WebhookDialogProps) {
  const { t } = useTranslation();
  const form = useWebhookForm(webhook, defaultOrgId, onSaved);
  const { values, errors, say, set } = form;

  const footer = (
    <div className="row end gap-s">
      <Button type="button" label={t("common.cancel")} text onClick={onHide} disabled={form.saving} />
      <Button type="submit" form="webhook-form" label={t("outgoingWebhooks.form.save")} icon="pi pi-check" loading={form.saving} />
    </div>
  );

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={webhook ? t("outgoingWebhooks.form.editTitle") : t("outgoingWebhooks.form.newTitle")}
      footer={footer}
      style={{ width: "40rem" }}
      breakpoints={{ "720px": "95vw" }}
    >
      <form id="webhook-form" className="stack gap-l" onSubmit={form.submit} noValidate>
        <FormField id="webhook-name" label={t("outgoingWebhooks.form.name")} error={say(errors.name)} required>
          <InputText
            id="webhook-name"
            value={values.name}
            onChange={(event) => set("name", event.target.value)}
            maxLength={NAME_MAX}
            autoComplete="off"
            autoFocus
            invalid={Boolean(errors.name)}
            {...fieldAria("webhook-name", say(errors.name))}
          />
        </FormField>
        <OrganizationField
          id="webhook-organization"
          label={t("outgoingWebhooks.form.organization")}
          value={values.orgId}
          onChange={(org) => set("orgId", org.id)}
          error={say(errors.orgId)}
          disabled={webhook !== null}
          required
        />
        <FormField id="webhook-url" label={t("outgoingWebhooks.form.url")} error={say(errors.url)} hint={t("outgoingWebhooks.form.urlHint")} required>
          <InputText
            id="webhook-url"
            type="url"
            value={values.url}
            onChange={(event) => set("url", event.target.value)}
            maxLength={URL_MAX}
            placeholder="https://"
            autoComplete="off"
            spellCheck={false}
            invalid={Boolean(errors.url)}
            {...fieldAria("webhook-url", say(errors.url))}
          />
        </FormField>
        <FormField id="webhook-format" label={t("outgoingWebhooks.form.format")} hint={t(FORMAT_HINT_KEYS[values.format])}>
          <Dropdown
            inputId="webhook-format"
            value={values.format}
            options={WEBHOOK_FORMATS.map((format) => ({ value: format, label: t(FORMAT_KEYS[format]) }))}
            onChange={(event) => set("format", event.value as WebhookFormValues["format"])}
          />
        </FormField>
        <WebhookEventsField form={form} />
        <div className="cluster gap-s">
          <InputSwitch inputId="webhook-active" checked={values.active} onChange={(event) => set("active", Boolean(event.value))} />
          <label htmlFor="webhook-active">{t("outgoingWebhooks.form.active")}</label>
        </div>
      </form>
    </Dialog>
  );
}
