import { MAX_WEEK_GROUPS } from "@alarm/contract";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { TabPanel, TabView } from "primereact/tabview";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { INACTIVE_COLOUR } from "../../../components/calendar-editor/calendar-view";
import { PageSpinner } from "../../../components/page-spinner";
import { newTiming, nextKey, type RotationEventDraft } from "../model/rotation-event";
import { movedGroup, newWeekGroup, withEvent, withoutEvent, type EventProblem, type WeekGroupDraft } from "../model/schedule-form-model";
import { WHOLE_WEEK, type WeekTiming } from "../model/week-blocks";
import { HOLIDAY_ICONS } from "./holiday-marks";
import { RotationEventDialog } from "./rotation-event-dialog";
import type { ScheduleKindView } from "./schedule-kinds";

// FullCalendar is large: it loads with the first week shown, not with the list around it.
const WeekCalendar = lazy(() => import("./week-calendar"));

interface WeekGroupsEditorProps<X> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: ScheduleKindView<any, X>;
  groups: WeekGroupDraft<X>[];
  onChange: (groups: WeekGroupDraft<X>[]) => void;
  orgId: number | null;
  /** The server's problems of the last save, by event key. */
  problems: Readonly<Record<string, EventProblem>>;
}

type Editing<X> = { groupKey: string; event: RotationEventDraft<X>; isNew: boolean } | null;

/** The week groups as tabs (week 1, week 2, … taking turns), each with its events on a generic week. */
export function WeekGroupsEditor<X>({ kind, groups, onChange, orgId, problems }: WeekGroupsEditorProps<X>) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [editing, setEditing] = useState<Editing<X>>(null);
  const index = Math.min(active, groups.length - 1);
  const group = groups[index];
  const weekLabel = (position: number) => t("rotationSchedules.groups.week", { number: position + 1 });

  const replaceGroup = (key: string, change: (group: WeekGroupDraft<X>) => WeekGroupDraft<X>) => onChange(groups.map((candidate) => (candidate.key === key ? change(candidate) : candidate)));
  const move = (to: number) => {
    onChange(movedGroup(groups, index, to));
    setActive(to);
  };
  const add = () => {
    onChange([...groups, newWeekGroup<X>()]);
    setActive(groups.length);
  };
  const remove = () => {
    if (!group) return;
    const drop = () => {
      onChange(groups.filter((candidate) => candidate.key !== group.key));
      setActive(Math.max(0, index - 1));
    };
    if (group.events.length === 0) return drop();
    confirmDialog({
      header: t("rotationSchedules.groups.deleteHeader"),
      message: t("rotationSchedules.groups.deleteConfirm", { week: weekLabel(index), count: group.events.length }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("rotationSchedules.groups.delete"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: drop,
    });
  };
  const createAt = (timing: WeekTiming) => {
    if (!group) return;
    setEditing({ groupKey: group.key, isNew: true, event: { key: nextKey("event"), id: null, ruleId: null, name: "", isActive: true, timing: newTiming(timing), extra: kind.model.newExtra() } });
  };

  return (
    <div className="week-groups stack gap-m">
      <div className="week-groups__bar cluster wrap gap-m">
        <p className="muted week-groups__hint grow">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t("rotationSchedules.groups.hint")}
        </p>
        <Button type="button" label={t("rotationSchedules.groups.add")} icon="pi pi-plus" outlined size="small" onClick={add} disabled={groups.length >= MAX_WEEK_GROUPS} />
        <Button
          type="button"
          icon="pi pi-arrow-left"
          outlined
          size="small"
          onClick={() => move(index - 1)}
          disabled={index <= 0}
          aria-label={t("rotationSchedules.groups.moveLeft", { week: weekLabel(index) })}
          title={t("rotationSchedules.groups.moveLeftShort")}
        />
        <Button
          type="button"
          icon="pi pi-arrow-right"
          outlined
          size="small"
          onClick={() => move(index + 1)}
          disabled={index >= groups.length - 1}
          aria-label={t("rotationSchedules.groups.moveRight", { week: weekLabel(index) })}
          title={t("rotationSchedules.groups.moveRightShort")}
        />
        <Button type="button" label={t("rotationSchedules.groups.delete")} icon="pi pi-trash" severity="danger" text size="small" onClick={remove} disabled={groups.length <= 1} />
      </div>
      <TabView activeIndex={index} onTabChange={(event) => setActive(event.index)} scrollable className="week-groups__tabs">
        {groups.map((candidate, position) => (
          <TabPanel
            key={candidate.key}
            header={
              <span className="cluster gap-s">
                {weekLabel(position)}
                <span className="week-groups__count muted">({candidate.events.length})</span>
                {candidate.events.some((event) => problems[event.key]) && <i className="pi pi-exclamation-circle week-groups__problem" aria-label={t("rotationSchedules.groups.hasProblem")} />}
              </span>
            }
          >
            {position === index && (
              <div className="stack gap-m">
                <div className="cluster wrap gap-m">
                  <p className="muted grow">{t("rotationSchedules.groups.weekHint")}</p>
                  <Button type="button" label={t("rotationSchedules.groups.newEvent")} icon="pi pi-plus" size="small" onClick={() => createAt({ markedDays: [1, 2, 3, 4, 5], start: "08:00", end: "16:00" })} />
                </div>
                <Suspense fallback={<PageSpinner />}>
                  <WeekCalendar
                    events={candidate.events.map((event) => ({
                      key: event.key,
                      name: event.name.trim() || t("rotationSchedules.event.untitled"),
                      isActive: event.isActive,
                      timing: kind.wholeWeek?.(event.extra) ? { ...event.timing, ...WHOLE_WEEK } : event.timing,
                      look: kind.look(event.extra, t),
                      hasProblem: Boolean(problems[event.key]),
                    }))}
                    onOpen={(key) => {
                      const event = candidate.events.find((known) => known.key === key);
                      if (event) setEditing({ groupKey: candidate.key, event, isNew: false });
                    }}
                    onTiming={(key, timing) =>
                      replaceGroup(candidate.key, (current) => ({
                        ...current,
                        events: current.events.map((event) => (event.key === key ? { ...event, timing: { ...event.timing, ...timing } } : event)),
                      }))
                    }
                    onCreate={createAt}
                  />
                </Suspense>
                {candidate.events.length === 0 && <p className="muted">{t("rotationSchedules.groups.empty")}</p>}
              </div>
            )}
          </TabPanel>
        ))}
      </TabView>
      <WeekLegend kind={kind} />
      {editing && (
        <RotationEventDialog
          kind={kind}
          initial={editing.event}
          isNew={editing.isNew}
          groupLabel={weekLabel(Math.max(0, groups.findIndex((candidate) => candidate.key === editing.groupKey)))}
          orgId={orgId}
          serverProblem={problems[editing.event.key]}
          onApply={(event) => {
            replaceGroup(editing.groupKey, (current) => withEvent(current, event));
            setEditing(null);
          }}
          onDelete={() => {
            replaceGroup(editing.groupKey, (current) => withoutEvent(current, editing.event.key));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** What the colours and marks of the blocks mean. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function WeekLegend({ kind }: { kind: ScheduleKindView<any, any> }) {
  const { t } = useTranslation();
  const entries = [
    ...kind.legend(t),
    { colour: "transparent", label: t("rotationSchedules.holiday.ONLY_ON_HOLIDAYS"), icon: HOLIDAY_ICONS.ONLY_ON_HOLIDAYS ?? undefined },
    { colour: "transparent", label: t("rotationSchedules.holiday.NEVER_ON_HOLIDAYS"), icon: HOLIDAY_ICONS.NEVER_ON_HOLIDAYS ?? undefined },
    { colour: INACTIVE_COLOUR, label: t("rotationSchedules.legend.inactive") },
  ];
  return (
    <ul className="rotation-legend cluster wrap gap-l" aria-label={t("rotationSchedules.legend.label")}>
      {entries.map((entry) => (
        <li key={entry.label} className="cluster gap-s">
          {entry.colour !== "transparent" && <span className="rotation-legend__swatch" style={{ background: entry.colour }} aria-hidden="true" />}
          {entry.icon && <i className={`pi ${entry.icon}`} aria-hidden="true" />}
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
