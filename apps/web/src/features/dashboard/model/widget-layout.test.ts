import { presetLayout, widgetLayout, type Widget, type WidgetLayout } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import {
  addWidget,
  emptyLayout,
  isLayoutEmpty,
  layoutText,
  linesWithRoom,
  moveWidget,
  newWidgetId,
  parseLayout,
  removeWidget,
  stepTarget,
  updateWidget,
} from "./widget-layout";

const info = (id: string): Widget => ({ id, type: "GENERAL_INFO" });
/** A layout from lines of ids (the rest empty). */
const layoutOf = (...lines: string[][]): WidgetLayout => {
  const layout = emptyLayout();
  lines.forEach((ids, index) => (layout.lines[index] = ids.map(info)));
  return layout;
};
const idsOf = (layout: WidgetLayout) =>
  layout.lines.map((line) => line.map((widget) => widget.id)).filter((_, index, all) => all.slice(index).some((line) => line.length > 0));

describe("widget layout", () => {
  it("reads a saved layout and writes it back the same", () => {
    const preset = presetLayout([5, 8]);
    const { layout, readable } = parseLayout(layoutText(preset), emptyLayout());
    expect(readable).toBe(true);
    expect(layout).toEqual(preset);
    expect(widgetLayout.safeParse(layout).success).toBe(true);
  });

  it("falls back to the preset for text that is no layout", () => {
    const preset = presetLayout([6]);
    for (const text of ["", "{not json", "null", "42", '{"lines": "x"}', "[]"]) expect(parseLayout(text, preset)).toEqual({ layout: preset, readable: false });
  });

  it("keeps what it can of a damaged layout: twelve lines, four a line, known widgets, each id once", () => {
    const text = JSON.stringify({
      lines: [
        [info("a"), { id: "b", type: "WEATHER" }, info("a"), info("c"), info("d"), info("e"), info("f")],
        "not a line",
        [{ id: "g", type: "CALLS", period: "TODAY" }],
      ],
    });
    const { layout, readable } = parseLayout(text, emptyLayout());
    expect(readable).toBe(true);
    expect(layout.lines).toHaveLength(12);
    expect(idsOf(layout)).toEqual([["a", "c", "d", "e"], [], ["g"]]);
    expect(widgetLayout.safeParse(layout).success).toBe(true);
  });

  it("moves a widget to a place in another line, or within its line", () => {
    const layout = layoutOf(["a", "b", "c"], ["d"]);
    expect(idsOf(moveWidget(layout, "b", { line: 1, index: 0 }))).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
    expect(idsOf(moveWidget(layout, "a", { line: 5, index: 9 }))).toEqual([["b", "c"], ["d"], [], [], [], ["a"]]);
    expect(idsOf(moveWidget(layout, "a", { line: 0, index: 2 }))).toEqual([["b", "c", "a"], ["d"]]);
    expect(idsOf(moveWidget(layout, "c", { line: 0, index: 0 }))).toEqual([["c", "a", "b"], ["d"]]);
    // The original is left as it was.
    expect(idsOf(layout)).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("refuses a move into a full line, but not within it, and ignores unknown widgets", () => {
    const layout = layoutOf(["a", "b", "c", "d"], ["e"]);
    expect(moveWidget(layout, "e", { line: 0, index: 0 })).toBe(layout);
    expect(idsOf(moveWidget(layout, "d", { line: 0, index: 0 }))).toEqual([["d", "a", "b", "c"], ["e"]]);
    expect(moveWidget(layout, "zz", { line: 1, index: 0 })).toBe(layout);
    expect(moveWidget(layout, "e", { line: 12, index: 0 })).toBe(layout);
  });

  it("steps with the move buttons: sideways by one, up and down to the nearest line with room", () => {
    const layout = layoutOf(["a", "b"], ["c", "d", "e", "f"], ["g"]);
    expect(stepTarget(layout, "a", "left")).toBeNull();
    expect(stepTarget(layout, "a", "right")).toEqual({ line: 0, index: 1 });
    expect(stepTarget(layout, "b", "right")).toBeNull();
    expect(stepTarget(layout, "a", "up")).toBeNull();
    // Line 1 is full: down from line 0 goes on to line 2.
    expect(stepTarget(layout, "b", "down")).toEqual({ line: 2, index: 1 });
    expect(stepTarget(layout, "g", "up")).toEqual({ line: 0, index: 0 });
    expect(stepTarget(layout, "f", "down")).toEqual({ line: 2, index: 1 });
    expect(stepTarget(layoutOf([], [], [], [], [], [], [], [], [], [], [], ["z"]), "z", "down")).toBeNull();
  });

  it("adds a widget at the end of a line with room only, each id once", () => {
    const layout = layoutOf(["a", "b", "c", "d"]);
    expect(addWidget(layout, 0, info("x"))).toBe(layout);
    expect(addWidget(layout, 12, info("x"))).toBe(layout);
    expect(addWidget(layout, 1, info("a"))).toBe(layout);
    expect(idsOf(addWidget(layout, 1, info("x")))).toEqual([["a", "b", "c", "d"], ["x"]]);
    expect(linesWithRoom(layout)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("removes a widget and changes a widget's settings", () => {
    const layout = addWidget(layoutOf(["a"]), 0, { id: "s", type: "STATISTICS", period: "TODAY" });
    expect(idsOf(removeWidget(layout, "a"))).toEqual([["s"]]);
    expect(isLayoutEmpty(removeWidget(removeWidget(layout, "a"), "s"))).toBe(true);
    expect(updateWidget(layout, "s", { period: "MONTH-AGO" }).lines[0]![1]).toEqual({ id: "s", type: "STATISTICS", period: "MONTH-AGO" });
  });

  it("names new widgets by type with the first free number", () => {
    const layout = addWidget(layoutOf(["statistics-1"]), 1, { id: "statistics-3", type: "STATISTICS" });
    expect(newWidgetId(layout, "STATISTICS")).toBe("statistics-2");
    expect(newWidgetId(layout, "CALLS_BY_TYPE")).toBe("calls-by-type-1");
  });
});
