import { useEffect, useRef } from "react";

/** Searching waits until typing has paused this long (docs/domain-rules.md#constants). */
export const SEARCH_DEBOUNCE_MS = 500;

/** A function that runs `callback` once calls have stopped for `delayMs`; pending calls end with the component. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return (...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), delayMs);
  };
}
