import type { KeyboardEvent } from "react";

/**
 * Escape in an open drop-down list closes the list only. PrimeReact's lists close themselves but
 * let the key travel on to the document, where the side panel would close too (and lose the form).
 */
export function keepEscapeInOpenList(event: KeyboardEvent) {
  if (event.key === "Escape" && document.querySelector(".p-multiselect-panel, .p-dropdown-panel")) event.stopPropagation();
}
