import { Button } from "primereact/button";
import { ConfirmDialog, confirmDialog } from "primereact/confirmdialog";
import { Skeleton } from "primereact/skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { AddWidgetDialog } from "../components/add-widget-dialog";
import { DashboardLines } from "../components/dashboard-lines";
import { SaveStatus } from "../components/save-status";
import { useDashboardLayout } from "../components/use-dashboard-layout";
import { addWidget, isLayoutEmpty, linesWithRoom } from "../model/widget-layout";
import "./dashboard.css";

/** The dashboard (docs/domain-rules.md#screens): the user's widgets in up to twelve lines, arranged in place. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dashboard = useDashboardLayout();
  const { layout } = dashboard;
  const [editing, setEditing] = useState(false);
  /** The line the add dialog starts with; null while it is closed. */
  const [adding, setAdding] = useState<number | null>(null);

  const toggleEditing = () => {
    if (editing) dashboard.flush();
    setEditing(!editing);
  };
  const confirmReset = () =>
    confirmDialog({
      header: t("dashboard.reset.title"),
      message: t("dashboard.reset.text"),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("dashboard.reset.accept"),
      rejectLabel: t("common.cancel"),
      accept: dashboard.reset,
    });

  let content;
  if (dashboard.query.isError && !layout) {
    content = (
      <ObjectListLoadError
        title={t("dashboard.loadError")}
        error={dashboard.query.error}
        retryLabel={t("dashboard.state.retry")}
        onRetry={() => void dashboard.query.refetch()}
      />
    );
  } else if (!layout) {
    content = (
      <div className="row wrap gap-xl dashboard-line" aria-busy="true" aria-label={t("common.loading")}>
        {[0, 1].map((key) => (
          <Skeleton key={key} height="16rem" borderRadius="12px" />
        ))}
      </div>
    );
  } else if (!editing && isLayoutEmpty(layout)) {
    content = (
      <StateCard icon="pi-th-large" title={t("dashboard.empty.title")} text={t("dashboard.empty.text")}>
        <Button label={t("dashboard.arrange.start")} icon="pi pi-pencil" onClick={toggleEditing} />
      </StateCard>
    );
  } else {
    content = <DashboardLines layout={layout} editing={editing} onChange={dashboard.change} onAdd={setAdding} />;
  }

  return (
    <section className="page dashboard">
      <div className="cluster spread wrap gap-l">
        <PageHeader title={t("menu.dashboard")} icon="pi-home" />
        {layout && (
          <div className="cluster wrap gap-s dashboard-toolbar">
            <SaveStatus state={dashboard.state} onRetry={dashboard.flush} />
            {editing && (
              <>
                <Button
                  type="button"
                  label={t("dashboard.arrange.add")}
                  icon="pi pi-plus"
                  outlined
                  disabled={linesWithRoom(layout).length === 0}
                  onClick={() => setAdding(linesWithRoom(layout)[0] ?? 0)}
                />
                <Button
                  type="button"
                  label={t("dashboard.reset.button")}
                  icon="pi pi-replay"
                  outlined
                  severity="secondary"
                  disabled={dashboard.preset}
                  loading={dashboard.resetting}
                  onClick={confirmReset}
                />
              </>
            )}
            <Button
              type="button"
              className="dashboard-toolbar__arrange"
              label={editing ? t("dashboard.arrange.done") : t("dashboard.arrange.start")}
              icon={editing ? "pi pi-check" : "pi pi-pencil"}
              outlined={!editing}
              aria-pressed={editing}
              onClick={toggleEditing}
            />
          </div>
        )}
      </div>
      {user && <p className="welcome-line">{t("dashboard.welcome", { name: user.name, surname: user.surname })}</p>}
      {editing && <p className="flush muted">{t("dashboard.arrange.hint")}</p>}
      {content}
      {layout && adding !== null && (
        <AddWidgetDialog
          layout={layout}
          line={adding}
          onHide={() => setAdding(null)}
          onAdd={(line, widget) => {
            dashboard.change(addWidget(layout, line, widget));
            setAdding(null);
          }}
        />
      )}
      <ConfirmDialog />
    </section>
  );
}
