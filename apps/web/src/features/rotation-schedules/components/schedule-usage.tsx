import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { USAGE_PAGE_SIZE, useScheduleUsage } from "../api/schedule-usage";
import type { AnyScheduleKind } from "./schedule-kinds";

/** Who uses the schedule (alarm points of a standby schedule, participants of a team schedule), 20 a page. */
export function ScheduleUsage({ kind, scheduleId }: { kind: AnyScheduleKind; scheduleId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const usage = useScheduleUsage(kind.api, kind.model.usage.type, scheduleId, page);
  const section = `${kind.section}.usage`;
  return (
    <section className="object-editor__section stack gap-m" aria-labelledby="schedule-usage-title">
      <h3 id="schedule-usage-title">{t(`${section}.title`)}</h3>
      <p className="muted">{t(`${section}.hint`)}</p>
      {usage.isError ? (
        <small className="form-field__error" role="alert">
          {t("rotationSchedules.usage.loadError", { reason: isApiError(usage.error) ? usage.error.reason : "" })}
        </small>
      ) : (
        <DataTable
          className="schedule-usage"
          value={usage.data?.list ?? []}
          dataKey="id"
          lazy
          paginator={(usage.data?.count ?? 0) > USAGE_PAGE_SIZE}
          rows={USAGE_PAGE_SIZE}
          first={(page - 1) * USAGE_PAGE_SIZE}
          totalRecords={usage.data?.count ?? 0}
          onPage={(event) => setPage(Math.floor(event.first / USAGE_PAGE_SIZE) + 1)}
          loading={usage.isFetching}
          size="small"
          emptyMessage={t(`${section}.empty`)}
          aria-label={t(`${section}.title`)}
        >
          <Column field="name" header={t("rotationSchedules.usage.name")} />
          <Column field="orgName" header={t("rotationSchedules.usage.organization")} />
        </DataTable>
      )}
    </section>
  );
}
