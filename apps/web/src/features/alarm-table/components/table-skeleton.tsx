import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";
import { ALARM_PAGE_SIZE } from "../model/alarm-filter";

/** The shape of a page of alarms while the first one loads. */
export function TableSkeleton({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <div className="alarm-skeleton stack" role="status" aria-busy="true" aria-label={t("common.loading")}>
      {Array.from({ length: ALARM_PAGE_SIZE / 2 }, (_, row) => (
        <div key={row} className="alarm-skeleton__row">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} height="1.4rem" width={column === 0 ? "6rem" : undefined} />
          ))}
        </div>
      ))}
    </div>
  );
}
