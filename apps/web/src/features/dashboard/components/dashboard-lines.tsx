import type { DashboardPeriod, WidgetLayout } from "@alarm/contract";
import { Button } from "primereact/button";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { hasRoom, moveWidget, placeOf, removeWidget, stepTarget, updateWidget, type Direction, type WidgetPlace } from "../model/widget-layout";
import { WidgetContent } from "./widget-content";
import { WidgetFrame } from "./widget-frame";

interface DashboardLinesProps {
  layout: WidgetLayout;
  editing: boolean;
  onChange: (layout: WidgetLayout) => void;
  /** "Add widget" in a line with room. */
  onAdd: (line: number) => void;
}

/** Where a drop lands in a line: before or after the widget under the pointer, else at the line's end. */
function dropPlace(event: DragEvent<HTMLElement>, layout: WidgetLayout, line: number, movingId: string): WidgetPlace {
  const others = layout.lines[line]!.filter((widget) => widget.id !== movingId);
  const card = (event.target as Element).closest<HTMLElement>("[data-widget-id]");
  const index = card ? others.findIndex((widget) => widget.id === card.dataset.widgetId) : -1;
  if (!card || index < 0) return { line, index: others.length };
  const box = card.getBoundingClientRect();
  return { line, index: event.clientX > box.left + box.width / 2 ? index + 1 : index };
}

/**
 * The twelve widget lines. Outside arranging, only lines with widgets take space; while arranging
 * every line shows, widgets are dragged by their handle into any line with room (HTML5 drag and
 * drop) or stepped with their move buttons, and a line with room offers to add a widget.
 */
export function DashboardLines({ layout, editing, onChange, onAdd }: DashboardLinesProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** The move button to focus again once a stepped widget has been drawn in its new place. */
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const card = document.querySelector(`[data-widget-id="${CSS.escape(wanted.id)}"]`);
    const button =
      card?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction}"]:not(:disabled)`) ??
      card?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
    button?.focus();
  }, [layout]);

  const step = (id: string, direction: Direction) => {
    const target = stepTarget(layout, id, direction);
    if (!target) return;
    refocus.current = { id, direction };
    onChange(moveWidget(layout, id, target));
    setAnnouncement(t("dashboard.arrange.moved", { line: target.line + 1, position: target.index + 1 }));
  };

  const accepts = (line: number) => dragging !== null && hasRoom(layout, line, dragging);
  const dropHandlers = (line: number) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!accepts(line)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setOver(line);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver((current) => (current === line ? null : current));
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (dragging && accepts(line)) {
        const target = dropPlace(event, layout, line, dragging);
        onChange(moveWidget(layout, dragging, target));
        setAnnouncement(t("dashboard.arrange.moved", { line: target.line + 1, position: target.index + 1 }));
      }
      setDragging(null);
      setOver(null);
    },
  });

  const lines = layout.lines.map((widgets, line) => ({ widgets, line })).filter(({ widgets }) => editing || widgets.length > 0);
  return (
    <div className="stack dashboard-lines">
      {lines.map(({ widgets, line }) => {
        const cards = widgets.map((widget) => (
          <WidgetFrame
            key={widget.id}
            widget={widget}
            editing={editing}
            canMove={(direction) => stepTarget(layout, widget.id, direction) !== null}
            onMove={(direction) => step(widget.id, direction)}
            onRemove={() => {
              const place = placeOf(layout, widget.id);
              onChange(removeWidget(layout, widget.id));
              setAnnouncement(t("dashboard.arrange.removed", { widget: t(`dashboard.widgets.${widget.type}`), line: (place?.line ?? 0) + 1 }));
            }}
            onPeriod={(period: DashboardPeriod) => onChange(updateWidget(layout, widget.id, { period }))}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", widget.id);
              const card = event.currentTarget.closest("[data-widget-id]");
              if (card) event.dataTransfer.setDragImage(card, 24, 24);
              setDragging(widget.id);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            dragging={dragging === widget.id}
          >
            <WidgetContent widget={widget} />
          </WidgetFrame>
        ));
        if (!editing) {
          return (
            <div key={line} className="row wrap gap-xl dashboard-line">
              {cards}
            </div>
          );
        }
        const classes = [
          "stack gap-s frame frame--padded dashboard-slot",
          over === line ? "dashboard-slot--over" : "",
          dragging && !accepts(line) ? "dashboard-slot--full" : "",
        ];
        return (
          <section
            key={line}
            className={classes.join(" ").trim()}
            aria-label={t("dashboard.arrange.line", { line: line + 1 })}
            data-line={line}
            {...dropHandlers(line)}
          >
            <div className="cluster spread gap-s">
              <span className="muted dashboard-slot__label">{t("dashboard.arrange.line", { line: line + 1 })}</span>
              {hasRoom(layout, line) && (
                <Button type="button" icon="pi pi-plus" label={t("dashboard.arrange.add")} text size="small" onClick={() => onAdd(line)} />
              )}
            </div>
            {cards.length > 0 && <div className="row wrap gap-xl dashboard-line">{cards}</div>}
          </section>
        );
      })}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
