import { describe, expect, it } from "vitest";
import { formatDateTime, formatPreciseDateTime } from "./format-date";

describe("formatDateTime", () => {
  it("reads DD.MM.YYYY HH:mm (24 hours) in the browser's zone, the same in every language", () => {
    const local = new Date(2026, 10, 24, 21, 20, 9);
    expect(formatDateTime(local.toISOString())).toBe("24.11.2026 21:20");
    expect(formatDateTime(local)).toBe("24.11.2026 21:20");
  });

  it("adds seconds for the timeline", () => {
    expect(formatPreciseDateTime(new Date(2025, 2, 4, 7, 5, 9).toISOString())).toBe("04.03.2025 07:05:09");
  });

  it("is empty for no or an unreadable time", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("soon")).toBe("");
    expect(formatPreciseDateTime(undefined)).toBe("");
  });
});
