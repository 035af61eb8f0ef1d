import { INTEGRATION_LIMITS } from "@alarm/contract";

/** The named fields that have a value. */
export function compactFields(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Whether details would take more room than an alarm keeps for them. */
export function oversized(...parts: unknown[]): boolean {
  return Buffer.byteLength(JSON.stringify(parts) ?? "") > INTEGRATION_LIMITS.detailsBytes;
}
