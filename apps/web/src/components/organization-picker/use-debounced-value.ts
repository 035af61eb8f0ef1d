import { useEffect, useState } from "react";

/** Searches wait 500 ms after the last keystroke (docs/domain-rules.md#constants). */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
