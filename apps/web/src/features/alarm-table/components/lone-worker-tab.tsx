import type { LoneWorkerSession } from "@alarm/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { ConfirmDialog } from "primereact/confirmdialog";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { StateCard } from "../../../components/state-card";
import { useToast } from "../../../components/toast/toast-context";
import { useAlarmLive } from "../../../lib/alarm-live";
import { isApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format-date";
import { loneWorkerSessionsQueryKey, SESSIONS_REFRESH_MS, useEndLoneWorkerSession, useLoneWorkerSessions } from "../api/lone-worker-sessions";
import { checkInStateOf, isPastExpectedEnd, minutesUntil, type CheckInState } from "../model/lone-worker-view";
import { MapLink } from "./map-link";
import { TableSkeleton } from "./table-skeleton";

const NO_WRAP = { whiteSpace: "nowrap" } as const;
const STATE_SEVERITY: Record<CheckInState, "success" | "warning" | "danger"> = { onTime: "success", overdue: "warning", missed: "danger" };

/** Shows the component again every `everyMs`, so that what depends on the time (an overdue check-in) follows it without a change of data. */
function useRenderEvery(everyMs: number) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
}

/**
 * /alarm-table?tab=4: the lone workers at work now (GET /lone-worker/sessions), read again on each
 * change the live stream tells and every 30 s, with overdue check-ins marked, and "End session".
 */
export function LoneWorkerTab() {
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
      onSuccess: () => toast.show({ severity: "success", summary: t("alarmTable.loneWorker.endedTitle"), detail: t("alarmTable.loneWorker.ended", { name: session.participantName }) }),
      onError: showFailure,
    });

  if (sessions.isPending) return <TableSkeleton columns={7} />;
  if (sessions.isError) {
    return (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={t("alarmTable.loneWorker.loadError")} text={isApiError(sessions.error) ? sessions.error.reason : undefined}>
        <Button label={t("alarmTable.table.retry")} icon="pi pi-refresh" outlined onClick={() => void sessions.refetch()} />
      </StateCard>
    );
  }
  if (sessions.data.length === 0) {
    return <StateCard icon="pi-shield" title={t("alarmTable.loneWorker.emptyTitle")} text={t("alarmTable.loneWorker.emptyText")} />;
  }

  const now = new Date();
  // Overdue as soon as the check-in is due (as the state beside it says), not only a whole minute later.
  const dueText = (session: LoneWorkerSession) => {
    const minutes = minutesUntil(session.nextCheckInAt, now);
    return checkInStateOf(session, now) === "onTime" ? t("alarmTable.loneWorker.dueIn", { minutes }) : t("alarmTable.loneWorker.overdueBy", { minutes: -minutes });
  };

  return (
    <div className="card stack gap-m">
      <div className="cluster wrap spread">
        <p className="flush muted">{t("alarmTable.loneWorker.intro", { count: sessions.data.length })}</p>
        <Button type="button" icon={`pi pi-refresh${sessions.isFetching ? " pi-spin" : ""}`} outlined aria-label={t("alarmTable.toolbar.refresh")} title={t("alarmTable.toolbar.refresh")} onClick={refresh} />
      </div>
      <DataTable
        className="lone-worker-table"
        value={sessions.data}
        dataKey="id"
        size="small"
        stripedRows
        rowClassName={(session: LoneWorkerSession) => `lone-worker-row lone-worker-row--${checkInStateOf(session, now)}`}
        tableStyle={{ minWidth: "56rem" }}
        aria-label={t("menu.loneWorker")}
      >
        <Column
          header={t("alarmTable.loneWorker.columns.participant")}
          body={(session: LoneWorkerSession) => (
            <span className="stack gap-xs">
              <strong className="breakable">{session.participantName}</strong>
              <small className="muted breakable">{session.task}</small>
              <small className="muted breakable">{session.orgName}</small>
            </span>
          )}
        />
        <Column header={t("alarmTable.loneWorker.columns.started")} body={(session: LoneWorkerSession) => <span className="alarm-time">{formatDateTime(session.startedAt)}</span>} />
        <Column
          header={t("alarmTable.loneWorker.columns.expectedEnd")}
          body={(session: LoneWorkerSession) =>
            isPastExpectedEnd(session, now) ? (
              <span className="stack gap-xs">
                <span className="alarm-time">{formatDateTime(session.expectedEndAt)}</span>
                <Tag severity="warning" value={t("alarmTable.loneWorker.pastEnd")} />
              </span>
            ) : (
              <span className="alarm-time">{formatDateTime(session.expectedEndAt)}</span>
            )
          }
        />
        <Column header={t("alarmTable.loneWorker.columns.lastCheckIn")} body={(session: LoneWorkerSession) => <span className="alarm-time">{formatDateTime(session.lastCheckInAt)}</span>} />
        <Column
          header={t("alarmTable.loneWorker.columns.nextCheckIn")}
          body={(session: LoneWorkerSession) => {
            const state = checkInStateOf(session, now);
            return (
              <span className="stack gap-xs" data-testid="lone-worker-next" data-state={state}>
                <span className="alarm-time">{formatDateTime(session.nextCheckInAt)}</span>
                <span>
                  <Tag severity={STATE_SEVERITY[state]} icon={state === "onTime" ? "pi pi-clock" : "pi pi-exclamation-triangle"} value={t(`alarmTable.loneWorker.states.${state}`)} />
                </span>
                <small className="muted">{dueText(session)}</small>
              </span>
            );
          }}
        />
        <Column
          header={t("alarmTable.loneWorker.columns.misses")}
          body={(session: LoneWorkerSession) => (session.misses > 0 ? <Tag severity="danger" value={session.misses} /> : <span className="muted">0</span>)}
        />
        <Column
          header={t("alarmTable.loneWorker.columns.location")}
          body={(session: LoneWorkerSession) => (session.lastLocation ? <MapLink location={session.lastLocation} /> : <span className="muted">{t("alarmTable.loneWorker.noLocation")}</span>)}
        />
        <Column
          header={t("alarmTable.loneWorker.columns.lastAlarm")}
          body={(session: LoneWorkerSession) =>
            session.lastAlarmId !== null ? (
              <Link to={`/alarm-table?tab=0&id=${session.lastAlarmId}`} style={NO_WRAP}>{t("alarmTable.loneWorker.alarmNo", { id: session.lastAlarmId })}</Link>
            ) : (
              <span className="muted">{t("alarmTable.loneWorker.noAlarm")}</span>
            )
          }
        />
        <Column
          header={t("alarmTable.loneWorker.columns.actions")}
          body={(session: LoneWorkerSession) => (
            <Button
              type="button"
              size="small"
              severity="danger"
              outlined
              icon="pi pi-stop-circle"
              style={NO_WRAP}
              label={t("alarmTable.loneWorker.end")}
              aria-label={t("alarmTable.loneWorker.endLabel", { name: session.participantName })}
              loading={end.isPending && end.variables === session.id}
              disabled={end.isPending}
              onClick={() => setEnding(session)}
            />
          )}
        />
      </DataTable>
      <ConfirmDialog
        visible={ending !== null}
        onHide={() => setEnding(null)}
        header={t("alarmTable.loneWorker.endHeader")}
        message={ending ? t("alarmTable.loneWorker.endConfirm", { name: ending.participantName, task: ending.task }) : ""}
        icon="pi pi-exclamation-triangle"
        defaultFocus="reject"
        acceptLabel={t("alarmTable.loneWorker.end")}
        rejectLabel={t("common.cancel")}
        acceptClassName="p-button-danger"
        style={{ width: "min(30rem, 95vw)" }}
        accept={() => ending && endSession(ending)}
      />
    </div>
  );
}
