import { Knob } from "primereact/knob";
import { useTranslation } from "react-i18next";
import { useDashboardResources } from "../api/dashboard-figures";
import { formatBytes, formatDuration } from "../model/figure-format";
import { ChannelList } from "./channel-list";
import { FigureList } from "./figure-list";
import { useLocale } from "./use-locale";
import { WidgetQuery } from "./widget-state";

/** One read-only gauge: the percent in the dial, what it measures and in what amounts below. */
function Gauge({ name, label, percent, detail }: { name: string; label: string; percent: number; detail?: string }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <figure className="dashboard-gauge stack gap-xs" data-gauge={name}>
      <Knob value={value} readOnly size={88} valueTemplate="{value}%" strokeWidth={10} aria-label={label} />
      <figcaption className="stack gap-xs">
        <strong>{label}</strong>
        {detail && <span className="muted">{detail}</span>}
      </figcaption>
    </figure>
  );
}

/** RESOURCES: the server host's memory, disk and CPU, the server process's CPU, every 5 s, and the notification channels. */
export function ResourcesWidget({ denied }: { denied: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useDashboardResources(!denied);
  const amounts = (gauge: { used: number; total: number }) =>
    t("dashboard.resources.usedOf", { used: formatBytes(gauge.used, locale), total: formatBytes(gauge.total, locale) });
  return (
    <WidgetQuery query={query} denied={denied} shape="list">
      {(resources) => (
        <div className="stack gap-m">
          <div className="dashboard-gauges">
            <Gauge name="memory" label={t("dashboard.resources.memory")} percent={resources.memoryUsage.percent} detail={amounts(resources.memoryUsage)} />
            <Gauge name="disk" label={t("dashboard.resources.disk")} percent={resources.diskUsage.percent} detail={amounts(resources.diskUsage)} />
            <Gauge
              name="systemCpu"
              label={t("dashboard.resources.systemCpu")}
              percent={resources.systemCpuLoad}
              detail={t("dashboard.resources.cores", { cores: resources.cores })}
            />
            <Gauge name="processCpu" label={t("dashboard.resources.processCpu")} percent={resources.cpuLoad} detail={t("dashboard.resources.ofOneCore")} />
          </div>
          <FigureList
            figures={[
              { key: "cpuTime", label: t("dashboard.resources.cpuTime"), value: formatDuration(resources.cpuTimeSeconds, locale) },
              { key: "processMemory", label: t("dashboard.resources.processMemory"), value: formatBytes(resources.processMemory, locale) },
              { key: "uptime", label: t("dashboard.resources.uptime"), value: formatDuration(resources.uptimeSeconds, locale) },
            ]}
          />
          <ChannelList channels={resources.channels} />
        </div>
      )}
    </WidgetQuery>
  );
}
