import { INTEGRATION_LIMITS, integrationKeyCreate, type IntegrationKeyCreate, type IntegrationKind } from "@alarm/contract";
import type { FieldProblem } from "../../lib/api-error";
import { contractFieldMessages, serverFieldMessages, type FieldMessages, type MessageOfCode } from "../field-messages";

/** What the "New key" dialog holds. */
export interface KeyFormValues {
  kind: IntegrationKind | null;
  name: string;
  ratePerMinute: number | null;
  /** Asked only for HEARTBEAT keys. */
  heartbeatMinutes: number | null;
  /** Asked only for EMAIL keys. */
  dedupBySubject: boolean;
}

export const KEY_FIELDS = ["kind", "name", "ratePerMinute", "heartbeatMinutes", "dedupBySubject"] as const;
export type KeyField = (typeof KEY_FIELDS)[number];
export type KeyFormErrors = FieldMessages<KeyField>;

/** A heartbeat is expected hourly unless told otherwise. */
export const DEFAULT_HEARTBEAT_MINUTES = 60;

export function newKeyForm(): KeyFormValues {
  return { kind: null, name: "", ratePerMinute: INTEGRATION_LIMITS.ratePerMinute.default, heartbeatMinutes: DEFAULT_HEARTBEAT_MINUTES, dedupBySubject: false };
}

/** The request of the form: the heartbeat interval only for HEARTBEAT, dedup by subject only for EMAIL. */
export function toKeyRequest(values: KeyFormValues): IntegrationKeyCreate {
  return {
    kind: values.kind ?? "EVENTS_API_V2",
    name: values.name.trim(),
    ratePerMinute: values.ratePerMinute ?? 0,
    heartbeatMinutes: values.kind === "HEARTBEAT" ? values.heartbeatMinutes : null,
    dedupBySubject: values.kind === "EMAIL" && values.dedupBySubject,
  };
}

const inRange = (value: number | null, max: number) => value !== null && Number.isInteger(value) && value >= 1 && value <= max;

const messageOf: MessageOfCode<KeyField> = (field, code, limit) => {
  if (field === "name" && code === "TOO_LONG") return { key: "formField.atMost", values: { max: limit ?? INTEGRATION_LIMITS.name } };
  if (field === "name" && code === "REQUIRED") return { key: "integrations.create.errors.nameRequired" };
  if (field === "heartbeatMinutes" && code === "REQUIRED") return { key: "integrations.create.errors.heartbeatRequired" };
  return null;
};

/** The fields' problems: required ones and ranges first, then the contract's own rules (as the server applies them). */
export function checkKeyForm(values: KeyFormValues): KeyFormErrors {
  const errors: KeyFormErrors = {};
  if (values.kind === null) errors.kind = { key: "integrations.create.errors.kindRequired" };
  if (values.name.trim() === "") errors.name = { key: "integrations.create.errors.nameRequired" };
  else if (values.name.trim().length > INTEGRATION_LIMITS.name) errors.name = { key: "formField.atMost", values: { max: INTEGRATION_LIMITS.name } };
  const rateMax = INTEGRATION_LIMITS.ratePerMinute.max;
  if (!inRange(values.ratePerMinute, rateMax)) errors.ratePerMinute = { key: "integrations.create.errors.rateRange", values: { max: rateMax } };
  if (values.kind === "HEARTBEAT") {
    const heartbeatMax = INTEGRATION_LIMITS.heartbeatMinutes.max;
    if (values.heartbeatMinutes === null) errors.heartbeatMinutes = { key: "integrations.create.errors.heartbeatRequired" };
    else if (!inRange(values.heartbeatMinutes, heartbeatMax))
      errors.heartbeatMinutes = { key: "integrations.create.errors.heartbeatRange", values: { max: heartbeatMax } };
  }
  if (Object.keys(errors).length > 0) return errors;
  const parsed = integrationKeyCreate.safeParse(toKeyRequest(values));
  return parsed.success ? {} : contractFieldMessages(parsed.error.issues, KEY_FIELDS, messageOf);
}

/** The server's field problems under the dialog's fields; null when one belongs to none of them (then a toast says it). */
export const serverKeyErrors = (details: readonly FieldProblem[]) => serverFieldMessages(details, KEY_FIELDS, messageOf);
