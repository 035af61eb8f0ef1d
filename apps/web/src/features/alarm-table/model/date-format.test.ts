import { describe, expect, it } from "vitest";
import { dateTimeText, preciseDateTimeText } from "./date-format";

describe("alarm times", () => {
  it("read DD.MM.YYYY HH:mm in the browser's zone, with seconds for the timeline", () => {
    const local = new Date(2025, 2, 4, 7, 5, 9).toISOString();
    expect(dateTimeText(local)).toBe("04.03.2025 07:05");
    expect(preciseDateTimeText(local)).toBe("04.03.2025 07:05:09");
  });

  it("are empty for no or an unreadable time", () => {
    expect(dateTimeText(null)).toBe("");
    expect(dateTimeText("soon")).toBe("");
    expect(preciseDateTimeText(undefined)).toBe("");
  });
});
