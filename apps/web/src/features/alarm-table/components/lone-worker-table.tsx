import type { LoneWorkerSession } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatDateTime } from "../../../lib/format-date";
import { checkInStateOf } from "../model/lone-worker-view";
import { ExpectedEndCell, NextCheckInCell } from "./lone-worker-cells";
import { MapLink } from "./map-link";

const NO_WRAP = { whiteSpace: "nowrap" } as const;

interface LoneWorkerTableProps {
  sessions: LoneWorkerSession[];
  now: Date;
  /** The session whose end is being sent, if any: its button spins, all are disabled. */
  endPendingId: number | undefined;
  onEnd: (session: LoneWorkerSession) => void;
}

/** One row per session, marked by its check-in state. */
export function LoneWorkerTable({ sessions, now, endPendingId, onEnd }: LoneWorkerTableProps) {
  const { t } = useTranslation();
  const column = (key: string) => t(`alarmTable.loneWorker.columns.${key}`);
  const time = (value: string) => <span className="alarm-time">{formatDateTime(value)}</span>;
  return (
    <DataTable
      className="lone-worker-table"
      value={sessions}
      dataKey="id"
      size="small"
      stripedRows
      rowClassName={(session: LoneWorkerSession) => `lone-worker-row lone-worker-row--${checkInStateOf(session, now)}`}
      tableStyle={{ minWidth: "56rem" }}
      aria-label={t("menu.loneWorker")}
    >
      <Column
        header={column("participant")}
        body={(session: LoneWorkerSession) => (
          <span className="stack gap-xs">
            <strong className="breakable">{session.participantName}</strong>
            <small className="muted breakable">{session.task}</small>
            <small className="muted breakable">{session.orgName}</small>
          </span>
        )}
      />
      <Column header={column("started")} body={(session: LoneWorkerSession) => time(session.startedAt)} />
      <Column header={column("expectedEnd")} body={(session: LoneWorkerSession) => <ExpectedEndCell session={session} now={now} />} />
      <Column header={column("lastCheckIn")} body={(session: LoneWorkerSession) => time(session.lastCheckInAt)} />
      <Column header={column("nextCheckIn")} body={(session: LoneWorkerSession) => <NextCheckInCell session={session} now={now} />} />
      <Column
        header={column("misses")}
        body={(session: LoneWorkerSession) => (session.misses > 0 ? <Tag severity="danger" value={session.misses} /> : <span className="muted">0</span>)}
      />
      <Column
        header={column("location")}
        body={(session: LoneWorkerSession) =>
          session.lastLocation ? <MapLink location={session.lastLocation} /> : <span className="muted">{t("alarmTable.loneWorker.noLocation")}</span>
        }
      />
      <Column
        header={column("lastAlarm")}
        body={(session: LoneWorkerSession) =>
          session.lastAlarmId !== null ? (
            <Link to={`/alarm-table?tab=0&id=${session.lastAlarmId}`} style={NO_WRAP}>
              {t("alarmTable.loneWorker.alarmNo", { id: session.lastAlarmId })}
            </Link>
          ) : (
            <span className="muted">{t("alarmTable.loneWorker.noAlarm")}</span>
          )
        }
      />
      <Column
        header={column("actions")}
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
            loading={endPendingId === session.id}
            disabled={endPendingId !== undefined}
            onClick={() => onEnd(session)}
          />
        )}
      />
    </DataTable>
  );
}
