import { WIDGET_LINES, WIDGETS_PER_LINE, widget as widgetSchema, type Widget, type WidgetLayout, type WidgetType } from "@alarm/contract";

/** Where a widget sits: its line (0..11) and its place in the line (0..3). */
export interface WidgetPlace {
  line: number;
  index: number;
}

export const emptyLayout = (): WidgetLayout => ({ lines: Array.from({ length: WIDGET_LINES }, () => []) });

/**
 * The layout in the JSON text of GET /widgets. What cannot be read as a layout at all gives the
 * fallback (the preset); a readable layout keeps what it can: widgets of unknown types, repeated
 * ids and widgets beyond four in a line are left out, and it always has twelve lines.
 */
export function parseLayout(text: string, fallback: WidgetLayout): { layout: WidgetLayout; readable: boolean } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { layout: fallback, readable: false };
  }
  const lines = typeof json === "object" && json !== null ? (json as { lines?: unknown }).lines : undefined;
  if (!Array.isArray(lines)) return { layout: fallback, readable: false };
  const seen = new Set<string>();
  const layout = emptyLayout();
  lines.slice(0, WIDGET_LINES).forEach((line: unknown, lineIndex) => {
    if (!Array.isArray(line)) return;
    for (const candidate of line) {
      const parsed = widgetSchema.safeParse(candidate);
      if (!parsed.success || seen.has(parsed.data.id) || layout.lines[lineIndex]!.length >= WIDGETS_PER_LINE) continue;
      seen.add(parsed.data.id);
      layout.lines[lineIndex]!.push(parsed.data);
    }
  });
  return { layout, readable: true };
}

export const layoutText = (layout: WidgetLayout): string => JSON.stringify(layout);

export const isLayoutEmpty = (layout: WidgetLayout): boolean => layout.lines.every((line) => line.length === 0);

export function placeOf(layout: WidgetLayout, id: string): WidgetPlace | null {
  for (const [line, widgets] of layout.lines.entries()) {
    const index = widgets.findIndex((widget) => widget.id === id);
    if (index >= 0) return { line, index };
  }
  return null;
}

/** Whether a line can take one more widget (the widget itself, when it is there already, does not count). */
export function hasRoom(layout: WidgetLayout, line: number, movingId?: string): boolean {
  const widgets = layout.lines[line];
  return widgets !== undefined && widgets.filter((widget) => widget.id !== movingId).length < WIDGETS_PER_LINE;
}

const withLines = (layout: WidgetLayout, change: (lines: Widget[][]) => void): WidgetLayout => {
  const lines = layout.lines.map((line) => [...line]);
  change(lines);
  return { lines };
};

/**
 * Moves a widget to a place in any line; the index counts the target line without the widget, and
 * is clamped to its end. A full target line (four others) leaves the layout as it is.
 */
export function moveWidget(layout: WidgetLayout, id: string, to: WidgetPlace): WidgetLayout {
  const from = placeOf(layout, id);
  if (!from || !hasRoom(layout, to.line, id)) return layout;
  return withLines(layout, (lines) => {
    const [moving] = lines[from.line]!.splice(from.index, 1);
    const target = lines[to.line]!;
    target.splice(Math.max(0, Math.min(to.index, target.length)), 0, moving!);
  });
}

export type Direction = "up" | "down" | "left" | "right";

/**
 * Where the move buttons take a widget: left and right swap it with its neighbour; up and down take
 * it to the nearest line above or below with room, at the same place or that line's end. Null: it
 * cannot go that way.
 */
export function stepTarget(layout: WidgetLayout, id: string, direction: Direction): WidgetPlace | null {
  const from = placeOf(layout, id);
  if (!from) return null;
  if (direction === "left") return from.index > 0 ? { line: from.line, index: from.index - 1 } : null;
  if (direction === "right") return from.index < layout.lines[from.line]!.length - 1 ? { line: from.line, index: from.index + 1 } : null;
  const step = direction === "up" ? -1 : 1;
  for (let line = from.line + step; line >= 0 && line < WIDGET_LINES; line += step) {
    if (hasRoom(layout, line)) return { line, index: Math.min(from.index, layout.lines[line]!.length) };
  }
  return null;
}

/** Adds a widget at the end of a line with room; a full line (or a missing one) leaves the layout as it is. */
export function addWidget(layout: WidgetLayout, line: number, widget: Widget): WidgetLayout {
  if (!hasRoom(layout, line) || placeOf(layout, widget.id)) return layout;
  return withLines(layout, (lines) => lines[line]!.push(widget));
}

export function removeWidget(layout: WidgetLayout, id: string): WidgetLayout {
  return withLines(layout, (lines) => lines.forEach((line, index) => (lines[index] = line.filter((widget) => widget.id !== id))));
}

/** Replaces a widget's settings (its period, its shortcuts), keeping its id and place. */
export function updateWidget(layout: WidgetLayout, id: string, change: Partial<Omit<Widget, "id" | "type">>): WidgetLayout {
  return withLines(layout, (lines) =>
    lines.forEach((line, index) => (lines[index] = line.map((widget) => (widget.id === id ? { ...widget, ...change } : widget)))),
  );
}

/** The lines a new widget can go into. */
export const linesWithRoom = (layout: WidgetLayout): number[] => layout.lines.flatMap((_, line) => (hasRoom(layout, line) ? [line] : []));

/** A new id for a widget of the type: the type's name and the first number not yet used (`statistics-2`). */
export function newWidgetId(layout: WidgetLayout, type: WidgetType): string {
  const used = new Set(layout.lines.flat().map((widget) => widget.id));
  const base = type.toLowerCase().replace(/_/g, "-");
  let number = 1;
  while (used.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}

/** The widget types with a period to choose. */
export const PERIOD_TYPES: readonly WidgetType[] = ["STATISTICS", "CALLS_BY_TYPE", "CALLS"];
export const hasPeriod = (type: WidgetType): boolean => PERIOD_TYPES.includes(type);
