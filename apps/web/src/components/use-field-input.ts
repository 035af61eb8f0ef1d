import { useCallback, useEffect, useSyncExternalStore } from "react";

/** What the input of a form field says about itself: whether it is required, its length and limit. */
export interface FieldInput {
  required: boolean;
  length: number;
  /** The input's maxLength; null when it has none. */
  max: number | null;
}

const NONE = "0|0|";

/** Roles that may carry aria-required (WAI-ARIA 1.2); anything else is left alone. */
const REQUIRABLE_ROLES = new Set(["combobox", "gridcell", "listbox", "radiogroup", "spinbutton", "textbox", "tree", "treegrid"]);

function canBeRequired(element: HTMLElement): boolean {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return REQUIRABLE_ROLES.has(element.getAttribute("role") ?? "");
}

function isRequired(element: HTMLElement): boolean {
  if (element.getAttribute("aria-required") === "true") return true;
  return (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) && element.required;
}

function snapshotOf(element: HTMLElement | null | undefined): string {
  if (!element) return NONE;
  const text = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
  const max = text && text.maxLength > 0 ? String(text.maxLength) : "";
  return `${isRequired(element) ? 1 : 0}|${text?.value.length ?? 0}|${max}`;
}

function parse(snapshot: string): FieldInput {
  const [required, length, max] = snapshot.split("|");
  return { required: required === "1", length: Number(length), max: max ? Number(max) : null };
}

function inputIn(container: HTMLElement | null, id: string): HTMLElement | null {
  const element = document.getElementById(id);
  return element && container?.contains(element) ? element : null;
}

/**
 * Reads the input with `id` inside a form field (`container`) from the page, so that every form gets
 * the same required marker and length limit from what its inputs already declare (aria-required,
 * maxLength) without passing them twice. `required` marks an input that does not declare it itself.
 */
export function useFieldInput(container: HTMLElement | null, id: string, required: boolean): FieldInput {
  useEffect(() => {
    const element = inputIn(container, id);
    if (required && element && canBeRequired(element) && !isRequired(element)) element.setAttribute("aria-required", "true");
  });

  const subscribe = useCallback(
    (changed: () => void) => {
      if (!container) return () => {};
      container.addEventListener("input", changed, true);
      const attributes = new MutationObserver(changed);
      attributes.observe(container, { subtree: true, attributes: true, attributeFilter: ["aria-required", "required", "maxlength"] });
      return () => {
        container.removeEventListener("input", changed, true);
        attributes.disconnect();
      };
    },
    [container],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshotOf(inputIn(container, id)),
    () => NONE,
  );
  return parse(snapshot);
}
