import type { MaintenanceWindow } from "@alarm/contract";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format-date";
import { spanText, windowStateOf, type WindowState } from "./schedule-text";

const STATE_TAGS: Record<WindowState["kind"], { severity: "warning" | "info" | "secondary"; icon: string }> = {
  IN_FORCE: { severity: "warning", icon: "pi pi-wrench" },
  ENDED_EARLY: { severity: "secondary", icon: "pi pi-stop-circle" },
  PLANNED: { severity: "info", icon: "pi pi-calendar" },
  OVER: { severity: "secondary", icon: "pi pi-check" },
};

/** What a window covers: its alarm point, or its organization and those below it. */
export function WindowCovers({ window }: { window: Pick<MaintenanceWindow, "alarmPointName" | "alarmPointId" | "orgName"> }) {
  const { t } = useTranslation();
  if (window.alarmPointId === null) {
    return (
      <span className="inline-cluster gap-s maintenance-covers" data-covers="ORGANIZATION">
        <i className="pi pi-building muted" aria-hidden="true" />
        {t("maintenance.covers.organization", { organization: window.orgName })}
      </span>
    );
  }
  return (
    <span className="inline-cluster gap-s maintenance-covers" data-covers="ALARM_POINT">
      <i className="pi pi-map-marker muted" aria-hidden="true" />
      {t("maintenance.covers.point", { name: window.alarmPointName ?? `#${window.alarmPointId}` })}
    </span>
  );
}

/** Where a window stands now: a tag (in force, ended early, planned, over) and the times that go with it. */
export function WindowStateView({
  window,
  now = new Date(),
}: {
  window: Pick<MaintenanceWindow, "schedule" | "current" | "next" | "endedEarlyAt">;
  now?: Date;
}) {
  const { t } = useTranslation();
  const state = windowStateOf(window, now);
  const tag = STATE_TAGS[state.kind];
  let detail: string | null = null;
  if (state.kind === "IN_FORCE") detail = t("maintenance.state.until", { time: formatDateTime(state.until) });
  else if (state.kind === "ENDED_EARLY") detail = t("maintenance.state.endedAt", { time: formatDateTime(state.at) });
  const next = state.kind === "PLANNED" || state.kind === "ENDED_EARLY" ? state.next : null;
  return (
    <span className="stack gap-xs maintenance-state" data-state={state.kind}>
      <span>
        <Tag severity={tag.severity} icon={tag.icon} value={t(`maintenance.state.${state.kind}`)} />
      </span>
      {detail && <small>{detail}</small>}
      {next && <small className="muted">{t("maintenance.state.next", { span: spanText(next.start, next.end) })}</small>}
    </span>
  );
}
