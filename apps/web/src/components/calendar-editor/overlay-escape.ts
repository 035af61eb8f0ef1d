import type { KeyboardEvent } from "react";

/**
 * Escape in an open drop-down list or date picker closes that overlay only. PrimeReact's overlays
 * close themselves but let the key travel on to the document, where the dialog around them would
 * or side panel around them would close too (and lose the form).
 */
const OPEN_OVERLAYS = [
  ".p-multiselect-panel",
  ".p-dropdown-panel",
  ".p-datepicker:not(.p-datepicker-inline)",
  ".p-autocomplete-panel",
  ".p-treeselect-panel",
  ".p-cascadeselect-panel",
  ".p-colorpicker-panel",
  ".p-overlaypanel",
].join(", ");

export function keepEscapeInOpenOverlay(event: KeyboardEvent) {
  if (event.key === "Escape" && document.querySelector(OPEN_OVERLAYS)) {
    event.stopPropagation();
  }
}
