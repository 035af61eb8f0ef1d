import type { OutgoingWebhook, WebhookEvent } from "@alarm/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useSaveWebhook } from "../api/outgoing-webhooks";
import {
  checkWebhookForm,
  type FieldMessage,
  formOf,
  newWebhookForm,
  serverErrorsOf,
  toCreate,
  toUpdate,
  type WebhookFormErrors,
  type WebhookFormValues,
} from "./webhook-form-model";

/**
 * The webhook dialog's values, their problems (the form's once a save was tried, the server's
 * until the field changes) and saving.
 */
export function useWebhookForm(webhook: OutgoingWebhook | null, defaultOrgId: number | null, onSaved: (webhook: OutgoingWebhook) => void) {
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

  return { values, errors, say, set, toggleEvent, submit, saving: save.isPending };
}

export type WebhookFormState = ReturnType<typeof useWebhookForm>;
