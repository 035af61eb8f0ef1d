import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { useDashboardInfo } from "../api/dashboard-figures";
import { formatCount, formatInZone } from "../model/figure-format";
import { FigureList } from "./figure-list";
import { useLocale } from "./use-locale";
import { WidgetQuery } from "./widget-state";

const COUNTS = ["organizations", "users", "participants", "alarmPoints", "alarmPlans", "openAlarms", "alarmsNeedingAttention"] as const;

/** GENERAL_INFO: how much the system holds, the server's time and zone, and its version. */
export function GeneralInfoWidget() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useDashboardInfo();
  return (
    <WidgetQuery query={query} shape="list">
      {(info) => (
        <div className="stack gap-m">
          <FigureList
            figures={COUNTS.map((key) => ({
              key,
              label: t(`dashboard.info.${key}`),
              value: formatCount(info[key], locale),
              alert: key === "alarmsNeedingAttention" && info[key] > 0,
            }))}
          />
          <p className="flush muted breakable">
            {t("dashboard.info.serverTime", { time: formatInZone(info.serverTime, info.timeZone) ?? formatDateTime(info.serverTime), zone: info.timeZone })}
            {" · "}
            {t("dashboard.info.version", { version: info.version })}
          </p>
        </div>
      )}
    </WidgetQuery>
  );
}
