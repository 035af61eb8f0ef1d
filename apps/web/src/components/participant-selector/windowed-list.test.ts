import { describe, expect, it } from "vitest";
import { scrollToShow, visibleRange } from "./windowed-list";

describe("visibleRange", () => {
  it("draws the rows in view and a few around them", () => {
    expect(visibleRange(0, 340, 34, 10_000, 5)).toEqual({ start: 0, end: 16 });
    expect(visibleRange(34 * 5000, 340, 34, 10_000, 5)).toEqual({ start: 4995, end: 5016 });
    expect(visibleRange(34 * 9999, 340, 34, 10_000, 5)).toEqual({ start: 9994, end: 10_000 });
  });

  it("copes with empty lists and odd sizes", () => {
    expect(visibleRange(0, 340, 34, 0)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(-20, 0, 34, 3, 0)).toEqual({ start: 0, end: 1 });
    expect(visibleRange(1e9, 340, 34, 3, 1)).toEqual({ start: 1, end: 3 });
  });
});

describe("scrollToShow", () => {
  it("scrolls only as far as needed", () => {
    expect(scrollToShow(0, 100, 340, 34)).toBe(0);
    expect(scrollToShow(5, 0, 340, 34)).toBe(0);
    expect(scrollToShow(20, 0, 340, 34)).toBe(21 * 34 - 340);
  });
});
