import { isApiError } from "../../lib/api-error";

/** The detail code of POST /alarm-trigger's 409 for an alarm point in a maintenance window. */
export const IN_MAINTENANCE = "IN_MAINTENANCE";

/** The server refused a manual trigger because the alarm point is in maintenance: it waits for `confirmMaintenance: true`. */
export function isInMaintenance(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.details.some((problem) => problem.code === IN_MAINTENANCE);
}

/** The window the server's refusal names (`… in maintenance window "Boiler service"; …`), when it names one. */
export function windowNameInRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const text = error.details.find((problem) => problem.code === IN_MAINTENANCE)?.message ?? error.reason;
  return /maintenance window "(.+)"/.exec(text)?.[1] ?? null;
}
