import { MAX_WEEK_GROUPS } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";

interface WeekGroupsBarProps {
  /** The week group shown. */
  index: number;
  count: number;
  weekLabel: (position: number) => string;
  onAdd: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** A hint, and adding, moving (left, right) and deleting the week group shown. */
export function WeekGroupsBar({ index, count, weekLabel, onAdd, onMove, onRemove }: WeekGroupsBarProps) {
  const { t } = useTranslation();
  return (
    <div className="week-groups__bar cluster wrap gap-m">
      <p className="muted week-groups__hint grow">
        <i className="pi pi-info-circle" aria-hidden="true" /> {t("rotationSchedules.groups.hint")}
      </p>
      <Button
        type="button"
        label={t("rotationSchedules.groups.add")}
        icon="pi pi-plus"
        outlined
        size="small"
        onClick={onAdd}
        disabled={count >= MAX_WEEK_GROUPS}
      />
      <Button
        type="button"
        icon="pi pi-arrow-left"
        outlined
        size="small"
        onClick={() => onMove(index - 1)}
        disabled={index <= 0}
        aria-label={t("rotationSchedules.groups.moveLeft", { week: weekLabel(index) })}
        title={t("rotationSchedules.groups.moveLeftShort")}
      />
      <Button
        type="button"
        icon="pi pi-arrow-right"
        outlined
        size="small"
        onClick={() => onMove(index + 1)}
        disabled={index >= count - 1}
        aria-label={t("rotationSchedules.groups.moveRight", { week: weekLabel(index) })}
        title={t("rotationSchedules.groups.moveRightShort")}
      />
      <Button
        type="button"
        label={t("rotationSchedules.groups.delete")}
        icon="pi pi-trash"
        severity="danger"
        text
        size="small"
        onClick={onRemove}
        disabled={count <= 1}
      />
    </div>
  );
}
