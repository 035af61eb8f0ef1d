import type { DashboardPeriod, Widget } from "@alarm/contract";
import { Button } from "primereact/button";
import type { DragEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { hasPeriod, type Direction } from "../model/widget-layout";
import { PeriodSelect } from "./period-select";

const DIRECTIONS: readonly { direction: Direction; icon: string }[] = [
  { direction: "up", icon: "pi-arrow-up" },
  { direction: "down", icon: "pi-arrow-down" },
  { direction: "left", icon: "pi-arrow-left" },
  { direction: "right", icon: "pi-arrow-right" },
];

interface WidgetFrameProps {
  widget: Widget;
  editing: boolean;
  /** The directions the move buttons can take the widget. */
  canMove: (direction: Direction) => boolean;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
  onPeriod: (period: DashboardPeriod) => void;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  dragging: boolean;
  children: ReactNode;
}

/**
 * A widget's card: its title and period, and while arranging a drag handle, move buttons for the
 * keyboard and a remove button (`[data-widget-id]`, `[data-move]` for tests and focus).
 */
export function WidgetFrame({ widget, editing, canMove, onMove, onRemove, onPeriod, onDragStart, onDragEnd, dragging, children }: WidgetFrameProps) {
  const { t } = useTranslation();
  const titleId = `widget-${widget.id}-title`;
  const title = t(`dashboard.widgets.${widget.type}`);
  return (
    <article
      className={`card dashboard-widget stack gap-m${dragging ? " dashboard-widget--dragging" : ""}`}
      aria-labelledby={titleId}
      data-widget-id={widget.id}
      data-widget-type={widget.type}
    >
      {editing && (
        <div className="cluster gap-xs spread dashboard-widget__tools">
          <span
            className="dashboard-widget__handle"
            draggable
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            title={t("dashboard.arrange.dragHint")}
            aria-hidden="true"
          >
            <i className="pi pi-arrows-alt" />
          </span>
          <span className="inline-cluster gap-xs">
            {DIRECTIONS.map(({ direction, icon }) => (
              <Button
                key={direction}
                type="button"
                icon={`pi ${icon}`}
                text
                rounded
                size="small"
                data-move={direction}
                disabled={!canMove(direction)}
                aria-label={t(`dashboard.arrange.move.${direction}`, { widget: title })}
                tooltip={t(`dashboard.arrange.move.${direction}`, { widget: title })}
                tooltipOptions={{ position: "top", showDelay: 500 }}
                onClick={() => onMove(direction)}
              />
            ))}
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              size="small"
              severity="danger"
              data-remove
              aria-label={t("dashboard.arrange.remove", { widget: title })}
              tooltip={t("dashboard.arrange.remove", { widget: title })}
              tooltipOptions={{ position: "top", showDelay: 500 }}
              onClick={onRemove}
            />
          </span>
        </div>
      )}
      <header className="cluster gap-s spread wrap dashboard-widget__header">
        <h2 id={titleId} className="dashboard-widget__title flush">
          {title}
        </h2>
        {hasPeriod(widget.type) && (
          <PeriodSelect
            id={`widget-${widget.id}-period`}
            value={widget.period ?? "TODAY"}
            onChange={onPeriod}
            label={t("dashboard.periodOf", { widget: title })}
          />
        )}
      </header>
      <div className="dashboard-widget__body">{children}</div>
    </article>
  );
}
