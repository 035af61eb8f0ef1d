import { WEBHOOK_EVENTS } from "@alarm/contract";
import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import type { WebhookFormState } from "./use-webhook-form";
import { EVENT_KEYS } from "./webhook-labels";

/** The events a webhook is called for: at least one. */
export function WebhookEventsField({ form }: { form: WebhookFormState }) {
  const { t } = useTranslation();
  const { values, errors, say, toggleEvent } = form;
  return (
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
  );
}
