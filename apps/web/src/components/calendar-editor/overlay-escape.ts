import type { KeyboardEvent } from "react";

/**
 * Escape in an open drop-down list or date picker closes that overlay only. PrimeReact's overlays
 * close themselves but let the key travel on to the document, where the dialog around them would
 * close too (and lose the form).
 */
export function keepEscapeInOpenOverlay(event: KeyboardEvent) {
  if (event.key === "Escape" && document.querySelector(".p-multiselect-panel, .p-dropdown-panel, .p-datepicker:not(.p-datepicker-inline)")) {
    event.stopPropagation();
  }
}
