import type { LoneWorkerSession } from "@alarm/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useAlarmLive } from "../../../lib/alarm-live";
import { loneWorkerSessionsQueryKey, SESSIONS_REFRESH_MS, useEndLoneWorkerSession, useLoneWorkerSessions } from "../api/lone-worker-sessions";

/** Shows the component again every `everyMs`, so that what depends on the time (an overdue check-in) follows it without a change of data. */
function useRenderEvery(everyMs: number) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
}

/** The lone worker sessions, read again on each change the live stream tells, and ending one after a confirmation. */
export function useLoneWorkerTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const showFailure = useFailureToast();
  const sessions = useLoneWorkerSessions(true);
  const end = useEndLoneWorkerSession();
  useRenderEvery(SESSIONS_REFRESH_MS);
  const [ending, setEnding] = useState<LoneWorkerSession | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: loneWorkerSessionsQueryKey });
  useAlarmLive({ onEvent: (event) => event.type === "lone-worker" && refresh(), onReconnect: refresh });

  const endSession = (session: LoneWorkerSession) =>
    end.mutate(session.id, {
      onSuccess: () =>
        toast.show({
          severity: "success",
          summary: t("alarmTable.loneWorker.endedTitle"),
          detail: t("alarmTable.loneWorker.ended", { name: session.participantName }),
        }),
      onError: showFailure,
    });

  return { sessions, refresh, end, ending, setEnding, endSession };
}
