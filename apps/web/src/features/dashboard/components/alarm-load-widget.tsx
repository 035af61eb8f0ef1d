import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { useDashboardAlarmLoad } from "../api/dashboard-figures";
import { formatCount } from "../model/figure-format";
import { FigureList } from "./figure-list";
import { useLocale } from "./use-locale";
import { WidgetQuery } from "./widget-state";

/** The flood state's tag. */
const STATES = {
  flood: { severity: "danger", icon: "pi pi-exclamation-triangle", key: "dashboard.alarmLoad.inFlood" },
  calm: { severity: "success", icon: "pi pi-check", key: "dashboard.alarmLoad.noFlood" },
  off: { severity: "secondary", icon: "pi pi-minus", key: "dashboard.alarmLoad.floodOff" },
} as const;

/**
 * ALARM_LOAD: the alarms of alarm points in the user's organizations over the last 10 minutes and
 * the last hour, read every 15 seconds, and whether they are in flood now (more than FLOOD_ALARMS in
 * the last FLOOD_WINDOW), against ISA-18.2's about one alarm per 10 minutes.
 */
export function AlarmLoadWidget({ denied }: { denied: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useDashboardAlarmLoad(!denied);
  return (
    <WidgetQuery query={query} denied={denied} shape="list">
      {(load) => {
        const minutes = formatCount(load.flood.windowSeconds / 60, locale);
        const state = STATES[!load.flood.enabled ? "off" : load.flood.inFlood ? "flood" : "calm"];
        return (
          <div className="stack gap-m">
            <FigureList
              figures={[
                {
                  key: "tenMinutes",
                  label: t("dashboard.alarmLoad.lastTenMinutes"),
                  value: formatCount(load.lastTenMinutes, locale),
                  alert: load.flood.inFlood,
                },
                { key: "hour", label: t("dashboard.alarmLoad.lastHour"), value: formatCount(load.lastHour, locale) },
                ...(load.flood.windowSeconds === 600
                  ? []
                  : [{ key: "window", label: t("dashboard.alarmLoad.lastWindow", { minutes }), value: formatCount(load.flood.windowAlarms, locale) }]),
              ]}
            />
            <p className="flush cluster gap-s wrap" role="status">
              <Tag severity={state.severity} icon={state.icon} value={t(state.key)} />
              <span className="muted breakable">
                {load.flood.enabled
                  ? t("dashboard.alarmLoad.rule", { alarms: formatCount(load.flood.alarms, locale), minutes })
                  : t("dashboard.alarmLoad.ruleOff")}
              </span>
            </p>
          </div>
        );
      }}
    </WidgetQuery>
  );
}
