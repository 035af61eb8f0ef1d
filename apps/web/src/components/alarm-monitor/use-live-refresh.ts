import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAlarmLive, type LiveStatus } from "../../lib/alarm-live";
import { alarmTableQueryKey } from "./alarm-queries";

/** Changes arriving together (an escalation sends many) are read in one go after this pause. */
const COALESCE_MS = 250;

/**
 * Keeps the alarm monitor current: every alarm change on the live stream (and every reconnect,
 * after which changes may have been missed) makes the shown lists and details read again.
 */
export function useLiveRefresh(enabled: boolean): LiveStatus {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: alarmTableQueryKey });
    }, COALESCE_MS);
  };
  return useAlarmLive({ onEvent: (event) => event.type === "alarm" && refresh(), onReconnect: refresh }, enabled);
}
