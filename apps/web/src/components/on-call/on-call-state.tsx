import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "primereact/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { useCurrentUser } from "../../lib/use-session";
import { PageSpinner } from "../page-spinner";
import { StateCard } from "../state-card";

/** Who is on duty, overrides and feeds are for schedule administrators; the server refuses others with 403. */
export function useScheduleAdmin(): boolean {
  return useCurrentUser()?.authorities.includes("SCHEDULE_ADMIN") ?? false;
}

export function OnCallNoAccess() {
  const { t } = useTranslation();
  return <StateCard icon="pi-lock" title={t("onCall.noAccess.title")} text={t("onCall.noAccess.text")} />;
}

interface OnCallStateProps<T> {
  query: UseQueryResult<T>;
  allowed: boolean;
  /** The title of the error state, e.g. "Who is on duty could not be read". */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** The loading, error and access-denied states of an on-call query, or its content. */
export function OnCallState<T>({ query, allowed, errorTitle, children }: OnCallStateProps<T>) {
  const { t } = useTranslation();
  if (!allowed || (query.isError && isApiError(query.error, "ACCESS_DENIED"))) return <OnCallNoAccess />;
  if (query.isError) {
    return (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={errorTitle} text={isApiError(query.error) ? query.error.reason : undefined}>
        <Button type="button" label={t("onCall.retry")} icon="pi pi-refresh" outlined onClick={() => void query.refetch()} />
      </StateCard>
    );
  }
  if (query.data === undefined) return <PageSpinner />;
  return <>{children(query.data)}</>;
}
