import {
  type OutgoingWebhook,
  type OutgoingWebhookCreate,
  type OutgoingWebhookUpdate,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookFormat,
} from "@alarm/contract";
import type { FieldProblem } from "../../../lib/api-error";

export const NAME_MAX = 100;
export const URL_MAX = 2048;

export interface WebhookFormValues {
  name: string;
  orgId: number | null;
  url: string;
  format: WebhookFormat;
  events: WebhookEvent[];
  active: boolean;
}

export type WebhookField = "name" | "orgId" | "url" | "events";
/** A problem under a field: a translation key, or the server's own words. */
export type FieldMessage = { key: string } | { text: string };
export type WebhookFormErrors = Partial<Record<WebhookField, FieldMessage>>;

export function newWebhookForm(orgId: number | null): WebhookFormValues {
  return { name: "", orgId, url: "", format: "JSON", events: [...WEBHOOK_EVENTS], active: true };
}

export function formOf(webhook: OutgoingWebhook): WebhookFormValues {
  return { name: webhook.name, orgId: webhook.orgId, url: webhook.url, format: webhook.format, events: [...webhook.events], active: webhook.active };
}

/** An address the server can send to: http or https with a host. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** What the console can tell before sending; the server checks the address further (private, loopback). */
export function checkWebhookForm(values: WebhookFormValues): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  if (!values.name.trim()) errors.name = { key: "outgoingWebhooks.form.nameRequired" };
  if (values.orgId === null) errors.orgId = { key: "outgoingWebhooks.form.organizationRequired" };
  const url = values.url.trim();
  if (!url) errors.url = { key: "outgoingWebhooks.form.urlRequired" };
  else if (!isWebAddress(url)) errors.url = { key: "outgoingWebhooks.form.urlInvalid" };
  if (values.events.length === 0) errors.events = { key: "outgoingWebhooks.form.eventsRequired" };
  return errors;
}

const FIELDS: readonly WebhookField[] = ["name", "orgId", "url", "events"];

/** The server's field problems under the fields they name ("events.0" under events); null when none names a field. */
export function serverErrorsOf(details: readonly FieldProblem[]): WebhookFormErrors | null {
  const errors: WebhookFormErrors = {};
  for (const problem of details) {
    const field = FIELDS.find((name) => problem.field === name || problem.field.startsWith(`${name}.`));
    if (field && !errors[field]) errors[field] = { text: problem.message };
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

const bodyOf = (values: WebhookFormValues) => ({
  name: values.name.trim(),
  url: values.url.trim(),
  format: values.format,
  events: WEBHOOK_EVENTS.filter((event) => values.events.includes(event)),
  active: values.active,
});

export const toCreate = (values: WebhookFormValues): OutgoingWebhookCreate => ({ ...bodyOf(values), orgId: values.orgId ?? 0 });
export const toUpdate = (values: WebhookFormValues, version: number): OutgoingWebhookUpdate => ({ ...bodyOf(values), version });
