import { useCallback, useState } from "react";
import { store } from "../services";

/** A yes/no setting kept in localStorage (e.g. whether alarms share the position). */
export function useStoredFlag(key: string, initial: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    const stored = store.getItem(key);
    return stored === null ? initial : stored === "true";
  });
  const change = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        store.setItem(key, String(next));
      } catch {
        // Kept for this visit only.
      }
    },
    [key],
  );
  return [value, change];
}
