import { Button } from "primereact/button";
import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";
import { reportFailureText } from "./report-failure";

/** The shape of a table while its report loads. */
export function ReportSkeleton({ rows = 6, columns = 6 }: { rows?: number; columns?: number }) {
  const { t } = useTranslation();
  return (
    <div className="report-skeleton stack gap-m" role="status" aria-busy="true" aria-label={t("common.loading")}>
      <Skeleton height="2rem" />
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="row gap-l">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} height="1.4rem" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** No alarm in the range and filters. */
export function ReportEmpty() {
  const { t } = useTranslation();
  return <StateCard icon="pi-inbox" title={t("reports.empty.title")} text={t("reports.empty.text")} />;
}

/** The report could not be made: why, in the reader's language, and a retry. */
export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const text = reportFailureText(error, i18n, "reports.loadError");
  return (
    <StateCard icon="pi-exclamation-triangle" tone="error" title={text.summary} text={text.detail}>
      <Button type="button" label={t("reports.retry")} icon="pi pi-refresh" outlined onClick={onRetry} />
    </StateCard>
  );
}
