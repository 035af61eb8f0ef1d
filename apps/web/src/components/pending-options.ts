import type { TFunction } from "i18next";

/**
 * The props of a drop-down list (Dropdown, MultiSelect) whose options may still be on their way.
 * PrimeReact's own `loading` ignores clicks, so a list clicked before its options arrived never
 * opened; this one opens at once, says "Loading…" and fills in when they arrive, with a spinner as
 * its icon meanwhile.
 */
export function pendingOptions(pending: boolean, emptyMessage: string, t: TFunction): { emptyMessage: string; dropdownIcon?: string } {
  return pending ? { emptyMessage: t("common.loading"), dropdownIcon: "pi pi-spin pi-spinner" } : { emptyMessage };
}
