import { confirmDialog } from "primereact/confirmdialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { newTiming, nextKey, type RotationEventDraft } from "../model/rotation-event";
import { movedGroup, newWeekGroup, type WeekGroupDraft } from "../model/schedule-form-model";
import type { WeekTiming } from "../model/week-blocks";
import type { ScheduleKindView } from "./schedule-kinds";

type Editing<X> = { groupKey: string; event: RotationEventDraft<X>; isNew: boolean } | null;

/** The week group shown, the event open in the dialog, and adding, moving and deleting week groups. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useWeekGroups<X>(kind: ScheduleKindView<any, X>, groups: WeekGroupDraft<X>[], onChange: (groups: WeekGroupDraft<X>[]) => void) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [editing, setEditing] = useState<Editing<X>>(null);
  const index = Math.min(active, groups.length - 1);
  const group = groups[index];
  const weekLabel = (position: number) => t("rotationSchedules.groups.week", { number: position + 1 });

  const replaceGroup = (key: string, change: (group: WeekGroupDraft<X>) => WeekGroupDraft<X>) =>
    onChange(groups.map((candidate) => (candidate.key === key ? change(candidate) : candidate)));
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
    setEditing({
      groupKey: group.key,
      isNew: true,
      event: { key: nextKey("event"), id: null, ruleId: null, name: "", isActive: true, timing: newTiming(timing), extra: kind.model.newExtra() },
    });
  };

  return { index, setActive, editing, setEditing, weekLabel, replaceGroup, move, add, remove, createAt };
}
