import type { Widget } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../lib/use-session";
import { deniedKeyOf } from "../model/widget-access";
import { AlarmLoadWidget } from "./alarm-load-widget";
import { CallsByTypeWidget } from "./calls-by-type-widget";
import { CallsWidget } from "./calls-widget";
import { GeneralInfoWidget } from "./general-info-widget";
import { LastAlarmsWidget } from "./last-alarms-widget";
import { ResourcesWidget } from "./resources-widget";
import { ShelvedPointsWidget } from "./shelved-points-widget";
import { ShortcutsWidget } from "./shortcuts-widget";
import { StatisticsWidget } from "./statistics-widget";

/** The body of a widget by its type, or why the user may not see it. */
export function WidgetContent({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const deniedKey = deniedKeyOf(widget.type, user?.authorities ?? [], user?.orgId);
  const denied = deniedKey && t(deniedKey);
  const period = widget.period ?? "TODAY";
  switch (widget.type) {
    case "SHORTCUTS":
      return <ShortcutsWidget targets={widget.shortcuts ?? []} />;
    case "LAST_ALARMS":
      return <LastAlarmsWidget denied={denied} />;
    case "STATISTICS":
      return <StatisticsWidget period={period} denied={denied} />;
    case "CALLS_BY_TYPE":
      return <CallsByTypeWidget period={period} denied={denied} />;
    case "CALLS":
      return <CallsWidget period={period} denied={denied} />;
    case "GENERAL_INFO":
      return <GeneralInfoWidget />;
    case "RESOURCES":
      return <ResourcesWidget denied={denied} />;
    case "SHELVED_POINTS":
      return <ShelvedPointsWidget denied={denied} />;
    case "ALARM_LOAD":
      return <AlarmLoadWidget denied={denied} />;
  }
}
