import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { scheduleCoverageQueryOptions } from "../api/schedule-coverage";
import { coverageWarning } from "../model/coverage";
import type { AnyScheduleKind } from "./schedule-kinds";

/**
 * After a save: reads the schedule's coverage afresh (the coverage part shows it) and warns when
 * the schedule leaves people unreached. The save is done either way; a coverage that cannot be read
 * is shown as such in the coverage part, so it is not reported again here.
 */
export function useCoverageWarning(kind: AnyScheduleKind) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return (scheduleId: number) =>
    void queryClient.fetchQuery(scheduleCoverageQueryOptions(kind.api, scheduleId)).then(
      (answer) => {
        const warning = coverageWarning(answer);
        if (!warning) return;
        const { names, more } = warning.names;
        toast.show({
          severity: "warn",
          summary: t("rotationSchedules.coverage.warningTitle"),
          detail: t(warning.key, { ...warning.values, names: more > 0 ? t("rotationSchedules.coverage.namesAndMore", { names, count: more }) : names }),
        });
      },
      () => undefined,
    );
}
