import type { EventTiming } from "../model/rotation-event";

/** What each part of the rotation event's timing fields gets from the whole. */
export interface TimingPartProps {
  timing: EventTiming;
  set: <F extends keyof EventTiming>(field: F, value: EventTiming[F]) => void;
  errorOf: (field: string) => string | undefined;
}
