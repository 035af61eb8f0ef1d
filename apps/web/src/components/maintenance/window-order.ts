import type { MaintenanceWindow } from "@alarm/contract";
import { windowStateOf } from "./schedule-text";

/** In force first, then planned (the next to start first), then ended early, then over; by name within each. */
const STATE_ORDER = { IN_FORCE: 0, PLANNED: 1, ENDED_EARLY: 2, OVER: 3 } as const;

export function sortWindows(windows: readonly MaintenanceWindow[], now: Date): MaintenanceWindow[] {
  const keyOf = (window: MaintenanceWindow) => {
    const state = windowStateOf(window, now);
    return { order: STATE_ORDER[state.kind], start: state.kind === "PLANNED" ? state.next.start : "" };
  };
  return [...windows].sort((a, b) => {
    const [first, second] = [keyOf(a), keyOf(b)];
    return first.order - second.order || first.start.localeCompare(second.start) || a.name.localeCompare(b.name);
  });
}
