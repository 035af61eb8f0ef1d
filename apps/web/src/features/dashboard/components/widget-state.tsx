import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Skeleton } from "primereact/skeleton";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";

/** A short notice in a widget's body: nothing to show, or not for this user. */
export function WidgetNotice({ icon, text }: { icon: string; text: string }) {
  return (
    <p className="dashboard-widget__notice stack gap-s muted" role="status">
      <i className={`pi ${icon}`} aria-hidden="true" />
      {text}
    </p>
  );
}

/** Placeholders in the shape of what loads: a chart, or lines of a list. */
export function WidgetSkeleton({ shape }: { shape: "chart" | "list" }) {
  const { t } = useTranslation();
  return (
    <div className="stack gap-s" aria-busy="true" aria-label={t("common.loading")}>
      {shape === "chart" ? <Skeleton className="dashboard-chart" /> : [0, 1, 2, 3].map((line) => <Skeleton key={line} height="1.75rem" />)}
    </div>
  );
}

interface WidgetQueryProps<T> {
  query: UseQueryResult<T>;
  /** Why the user may not see this (then nothing is asked of the server). */
  denied?: string | null;
  shape: "chart" | "list";
  children: (data: T) => ReactNode;
}

/**
 * A widget's figures: skeletons while they load, the reason and a retry when they fail, a notice
 * when the server refuses them to the user (403), otherwise the figures. A failed refresh keeps
 * the figures shown.
 */
export function WidgetQuery<T>({ query, denied, shape, children }: WidgetQueryProps<T>) {
  const { t } = useTranslation();
  if (denied) return <WidgetNotice icon="pi-lock" text={denied} />;
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 403) return <WidgetNotice icon="pi-lock" text={t("dashboard.state.forbidden")} />;
    return (
      <div className="dashboard-widget__notice stack gap-s" role="alert">
        <i className="pi pi-exclamation-triangle dashboard-widget__error-icon" aria-hidden="true" />
        <span>{t("dashboard.state.loadError")}</span>
        {isApiError(query.error) && <span className="muted breakable">{query.error.reason}</span>}
        <Button label={t("dashboard.state.retry")} icon="pi pi-refresh" size="small" outlined onClick={() => void query.refetch()} />
      </div>
    );
  }
  return <WidgetSkeleton shape={shape} />;
}
