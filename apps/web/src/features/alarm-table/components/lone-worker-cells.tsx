import type { LoneWorkerSession } from "@alarm/contract";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { checkInStateOf, isPastExpectedEnd, minutesUntil, type CheckInState } from "../model/lone-worker-view";

const STATE_SEVERITY: Record<CheckInState, "success" | "warning" | "danger"> = { onTime: "success", overdue: "warning", missed: "danger" };

interface SessionCellProps {
  session: LoneWorkerSession;
  now: Date;
}

/** When the session was to end, marked once that is past. */
export function ExpectedEndCell({ session, now }: SessionCellProps) {
  const { t } = useTranslation();
  return isPastExpectedEnd(session, now) ? (
    <span className="stack gap-xs">
      <span className="alarm-time">{formatDateTime(session.expectedEndAt)}</span>
      <Tag severity="warning" value={t("alarmTable.loneWorker.pastEnd")} />
    </span>
  ) : (
    <span className="alarm-time">{formatDateTime(session.expectedEndAt)}</span>
  );
}

/** When the next check-in is due, whether it is on time, overdue or missed, and in (or by) how many minutes. */
export function NextCheckInCell({ session, now }: SessionCellProps) {
  const { t } = useTranslation();
  const state = checkInStateOf(session, now);
  const minutes = minutesUntil(session.nextCheckInAt, now);
  // Overdue as soon as the check-in is due (as the state beside it says), not only a whole minute later.
  const due = state === "onTime" ? t("alarmTable.loneWorker.dueIn", { minutes }) : t("alarmTable.loneWorker.overdueBy", { minutes: -minutes });
  return (
    <span className="stack gap-xs" data-testid="lone-worker-next" data-state={state}>
      <span className="alarm-time">{formatDateTime(session.nextCheckInAt)}</span>
      <span>
        <Tag
          severity={STATE_SEVERITY[state]}
          icon={state === "onTime" ? "pi pi-clock" : "pi pi-exclamation-triangle"}
          value={t(`alarmTable.loneWorker.states.${state}`)}
        />
      </span>
      <small className="muted">{due}</small>
    </span>
  );
}
