import { TabPanel, TabView } from "primereact/tabview";
import { useTranslation } from "react-i18next";
import { withEvent, withoutEvent, type EventProblem, type WeekGroupDraft } from "../model/schedule-form-model";
import { RotationEventDialog } from "./rotation-event-dialog";
import type { ScheduleKindView } from "./schedule-kinds";
import { useWeekGroups } from "./use-week-groups";
import { WeekGroupWeek } from "./week-group-week";
import { WeekGroupsBar } from "./week-groups-bar";
import { WeekLegend } from "./week-legend";

interface WeekGroupsEditorProps<X> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: ScheduleKindView<any, X>;
  groups: WeekGroupDraft<X>[];
  onChange: (groups: WeekGroupDraft<X>[]) => void;
  orgId: number | null;
  /** The server's problems of the last save, by event key. */
  problems: Readonly<Record<string, EventProblem>>;
}

/** The week groups as tabs (week 1, week 2, … taking turns), each with its events on a generic week. */
export function WeekGroupsEditor<X>({ kind, groups, onChange, orgId, problems }: WeekGroupsEditorProps<X>) {
  const { t } = useTranslation();
  const weeks = useWeekGroups(kind, groups, onChange);
  const { index, editing, setEditing, weekLabel, replaceGroup } = weeks;

  return (
    <div className="week-groups stack gap-m">
      <WeekGroupsBar index={index} count={groups.length} weekLabel={weekLabel} onAdd={weeks.add} onMove={weeks.move} onRemove={weeks.remove} />
      <TabView activeIndex={index} onTabChange={(event) => weeks.setActive(event.index)} scrollable className="week-groups__tabs">
        {groups.map((candidate, position) => (
          <TabPanel
            key={candidate.key}
            header={
              <span className="cluster gap-s">
                {weekLabel(position)}
                <span className="week-groups__count muted">({candidate.events.length})</span>
                {candidate.events.some((event) => problems[event.key]) && (
                  <i className="pi pi-exclamation-circle week-groups__problem" aria-label={t("rotationSchedules.groups.hasProblem")} />
                )}
              </span>
            }
          >
            {position === index && (
              <WeekGroupWeek
                kind={kind}
                group={candidate}
                problems={problems}
                onOpen={(event) => setEditing({ groupKey: candidate.key, event, isNew: false })}
                onTiming={(key, timing) =>
                  replaceGroup(candidate.key, (current) => ({
                    ...current,
                    events: current.events.map((event) => (event.key === key ? { ...event, timing: { ...event.timing, ...timing } } : event)),
                  }))
                }
                onCreate={weeks.createAt}
              />
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
          groupLabel={weekLabel(
            Math.max(
              0,
              groups.findIndex((candidate) => candidate.key === editing.groupKey),
            ),
          )}
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
