import { Button } from "primereact/button";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import type { RotationEventDraft } from "../model/rotation-event";
import type { EventProblem, WeekGroupDraft } from "../model/schedule-form-model";
import { WHOLE_WEEK, type WeekTiming } from "../model/week-blocks";
import type { ScheduleKindView } from "./schedule-kinds";

// FullCalendar is large: it loads with the first week shown, not with the list around it.
const WeekCalendar = lazy(() => import("./week-calendar"));

interface WeekGroupWeekProps<X> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: ScheduleKindView<any, X>;
  group: WeekGroupDraft<X>;
  problems: Readonly<Record<string, EventProblem>>;
  onOpen: (event: RotationEventDraft<X>) => void;
  /** An event dragged or resized to other times. */
  onTiming: (key: string, timing: WeekTiming) => void;
  onCreate: (timing: WeekTiming) => void;
}

/** One week group's events on a generic week, with a button for a new one. */
export function WeekGroupWeek<X>({ kind, group, problems, onOpen, onTiming, onCreate }: WeekGroupWeekProps<X>) {
  const { t } = useTranslation();
  return (
    <div className="stack gap-m">
      <div className="cluster wrap gap-m">
        <p className="muted grow">{t("rotationSchedules.groups.weekHint")}</p>
        <Button
          type="button"
          label={t("rotationSchedules.groups.newEvent")}
          icon="pi pi-plus"
          size="small"
          onClick={() => onCreate({ markedDays: [1, 2, 3, 4, 5], start: "08:00", end: "16:00" })}
        />
      </div>
      <Suspense fallback={<PageSpinner />}>
        <WeekCalendar
          events={group.events.map((event) => ({
            key: event.key,
            name: event.name.trim() || t("rotationSchedules.event.untitled"),
            isActive: event.isActive,
            timing: kind.wholeWeek?.(event.extra) ? { ...event.timing, ...WHOLE_WEEK } : event.timing,
            look: kind.look(event.extra, t),
            hasProblem: Boolean(problems[event.key]),
          }))}
          onOpen={(key) => {
            const event = group.events.find((known) => known.key === key);
            if (event) onOpen(event);
          }}
          onTiming={onTiming}
          onCreate={onCreate}
        />
      </Suspense>
      {group.events.length === 0 && <p className="muted">{t("rotationSchedules.groups.empty")}</p>}
    </div>
  );
}
