import { type OutgoingWebhook, WEBHOOK_EVENTS, WEBHOOK_FORMATS, type WebhookEvent } from "@alarm/contract";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, fieldErrorId } from "../../../components/form-field";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useSaveWebhook } from "../api/outgoing-webhooks";
import {
  checkWebhookForm,
  type FieldMessage,
  formOf,
  NAME_MAX,
  newWebhookForm,
  serverErrorsOf,
  toCreate,
  toUpdate,
  URL_MAX,
  type WebhookFormErrors,
  type WebhookFormValues,
} from "./webhook-form-model";
import { EVENT_KEYS, FORMAT_HINT_KEYS, FORMAT_KEYS } from "./webhook-labels";

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
  const toast = useToast();
  const showFailure = useFailureToast();
  const save = useSaveWebhook();
  const [values, setValues] = useState<WebhookFormValues>(() => (webhook ? formOf(webhook) : newWebhookForm(defaultOrgId)));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<WebhookFormErrors>({});
  const errors: WebhookFormErrors = { ...(tried ? checkWebhookForm(values) : {}), ...serverErrors };
  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key) : message.text) : undefined);

  const set = <K extends keyof WebhookFormValues>(key: K, value: WebhookFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The server's word on a field holds until that field changes.
    setServerErrors(({ [key as keyof WebhookFormErrors]: _changed, ...rest }) => rest);
  };
  const toggleEvent = (event: WebhookEvent, on: boolean) => set("events", on ? [...values.events, event] : values.events.filter((each) => each !== event));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(checkWebhookForm(values)).length > 0) return;
    save.mutate(webhook ? { kind: "update", id: webhook.id, request: toUpdate(values, webhook.version) } : { kind: "create", request: toCreate(values) }, {
      onSuccess: (saved) => {
        toast.show({ severity: "success", summary: t("outgoingWebhooks.form.savedTitle"), detail: t("outgoingWebhooks.form.saved", { name: saved.name }) });
        onSaved(saved);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error, "VALIDATION") ? serverErrorsOf(error.details) : null;
        if (fieldErrors) setServerErrors(fieldErrors);
        else showFailure(error);
      },
    });
  };

  const footer = (
    <div className="row end gap-s">
      <Button type="button" label={t("common.cancel")} text onClick={onHide} disabled={save.isPending} />
      <Button type="submit" form="webhook-form" label={t("outgoingWebhooks.form.save")} icon="pi pi-check" loading={save.isPending} />
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
      <form id="webhook-form" className="stack gap-l" onSubmit={submit} noValidate>
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
        <div
          className="form-field"
          role="group"
          aria-labelledby="webhook-events-label"
          aria-describedby={errors.events ? fieldErrorId("webhook-events") : undefined}
        >
          <label id="webhook-events-label">
            {t("outgoingWebhooks.form.events")}
            <span className="required-marker" aria-hidden="true">
              *
            </span>
          </label>
          <div className="row wrap gap-l">
            {WEBHOOK_EVENTS.map((event) => (
              <div key={event} className="cluster gap-s">
                <Checkbox
                  inputId={`webhook-event-${event}`}
                  checked={values.events.includes(event)}
                  onChange={(change) => toggleEvent(event, Boolean(change.checked))}
                  invalid={Boolean(errors.events)}
                />
                <label htmlFor={`webhook-event-${event}`}>{t(EVENT_KEYS[event])}</label>
              </div>
            ))}
          </div>
          {errors.events && (
            <small id={fieldErrorId("webhook-events")} className="form-field__error" role="alert">
              {say(errors.events)}
            </small>
          )}
        </div>
        <div className="cluster gap-s">
          <InputSwitch inputId="webhook-active" checked={values.active} onChange={(event) => set("active", Boolean(event.value))} />
          <label htmlFor="webhook-active">{t("outgoingWebhooks.form.active")}</label>
        </div>
      </form>
    </Dialog>
  );
}
