import type { Phrase } from "@alarm/contract";
import { AppError } from "../../../core/errors.js";
import type { Dedup } from "../../../engine/public.js";
import type { SourceTrigger } from "./trigger.js";

/** Why a source's event raises no notifications: a rule suppressed it, or its point is in maintenance. */
export function suppressionOf(dedup: Dedup & { rules?: SourceTrigger["rules"] }, source: string, maintenance: { name: string } | null): Phrase | null {
  if (dedup.rules?.suppressedBy) return { key: "SUPPRESSED_BY_RULE", params: { source, rule: dedup.rules.suppressedBy } };
  if (maintenance) return { key: "SUPPRESSED_IN_MAINTENANCE", params: { source, window: maintenance.name } };
  return null;
}

export function sourcePhrase(dedup: Dedup & { rules?: SourceTrigger["rules"] }, source: string): Phrase {
  const applied = dedup.rules?.applied ?? [];
  return applied.length ? { key: "RULES_APPLIED", params: { source, rules: applied.join(", ") } } : { key: "RAISED_BY_SOURCE", params: { source } };
}

/** 409 for a manual trigger of a point in maintenance; the console asks and sends it again with confirmMaintenance. */
export function inMaintenance(pointName: string, windowName: string) {
  const reason = `Alarm point "${pointName}" is in maintenance window "${windowName}"; confirm to trigger it anyway`;
  return new AppError("CONFLICT", reason, [{ field: "confirmMaintenance", message: reason, code: "IN_MAINTENANCE" }]);
}
