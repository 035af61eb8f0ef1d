import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { LoneWorkerTable } from "./lone-worker-table";
import { TableSkeleton } from "./table-skeleton";
import { useLoneWorkerTab } from "./use-lone-worker-tab";

/**
 * /alarm-table?tab=4: the lone workers at work now (GET /lone-worker/sessions), read again on each
 * change the live stream tells and every 30 s, with overdue check-ins marked, and "End session".
 */
export function LoneWorkerTab() {
  const { t } = useTranslation();
  const { sessions, refresh, end, ending, setEnding, endSession } = useLoneWorkerTab();

  if (sessions.isPending) return <TableSkeleton columns={7} />;
  if (sessions.isError) {
    return (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("alarmTable.loneWorker.loadError")}
        text={isApiError(sessions.error) ? sessions.error.reason : undefined}
      >
        <Button label={t("alarmTable.table.retry")} icon="pi pi-refresh" outlined onClick={() => void sessions.refetch()} />
      </StateCard>
    );
  }
  if (sessions.data.length === 0) {
    return <StateCard icon="pi-shield" title={t("alarmTable.loneWorker.emptyTitle")} text={t("alarmTable.loneWorker.emptyText")} />;
  }

  return (
    <div className="card stack gap-m">
      <div className="cluster wrap spread">
        <p className="flush muted">{t("alarmTable.loneWorker.intro", { count: sessions.data.length })}</p>
        <Button
          type="button"
          icon={`pi pi-refresh${sessions.isFetching ? " pi-spin" : ""}`}
          outlined
          aria-label={t("alarmTable.toolbar.refresh")}
          title={t("alarmTable.toolbar.refresh")}
          onClick={refresh}
        />
      </div>
      <LoneWorkerTable sessions={sessions.data} now={new Date()} endPendingId={end.isPending ? end.variables : undefined} onEnd={setEnding} />
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
