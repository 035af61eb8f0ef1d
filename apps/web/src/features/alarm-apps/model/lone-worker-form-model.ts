import { LONE_WORKER_LIMITS, type LoneWorkerSettings, type LoneWorkerSettingsUpdate } from "@alarm/contract";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

/** What the lone-worker settings form holds. */
export interface LoneWorkerFormValues {
  alarmPointId: number | null;
  graceMinutes: number | null;
}

export type LoneWorkerField = keyof LoneWorkerFormValues;
export type LoneWorkerFormErrors = Partial<Record<LoneWorkerField, FieldMessage>>;

export const GRACE_LIMITS = LONE_WORKER_LIMITS.graceMinutes;

export const loneWorkerFormOf = (settings: LoneWorkerSettings): LoneWorkerFormValues => ({
  alarmPointId: settings.alarmPointId,
  graceMinutes: settings.graceMinutes,
});

export function checkLoneWorkerForm(values: LoneWorkerFormValues): LoneWorkerFormErrors {
  const { graceMinutes } = values;
  if (graceMinutes === null || !Number.isInteger(graceMinutes) || graceMinutes < GRACE_LIMITS.min || graceMinutes > GRACE_LIMITS.max) {
    return { graceMinutes: { key: "alarmApps.loneWorker.graceRange", values: { min: GRACE_LIMITS.min, max: GRACE_LIMITS.max } } };
  }
  return {};
}

/**
 * PUT /lone-worker/settings/{orgId}: with the version of the organization's own settings; null
 * while it inherits them, so that saving gives it settings of its own.
 */
export function toSettingsUpdate(values: LoneWorkerFormValues, settings: Pick<LoneWorkerSettings, "version" | "inheritedFromOrgId">): LoneWorkerSettingsUpdate {
  return { alarmPointId: values.alarmPointId, graceMinutes: values.graceMinutes ?? 0, version: settings.inheritedFromOrgId === null ? settings.version : null };
}

const FIELDS: readonly LoneWorkerField[] = ["alarmPointId", "graceMinutes"];

/** The server's field problems under the fields; null when one names no field there. */
export function serverLoneWorkerErrors(details: readonly FieldProblem[]): LoneWorkerFormErrors | null {
  if (details.length === 0) return null;
  const errors: LoneWorkerFormErrors = {};
  for (const problem of details) {
    const field = FIELDS.find((known) => known === problem.field);
    if (!field) return null;
    errors[field] ??= { text: problem.message };
  }
  return errors;
}
