import { describe, expect, it } from "vitest";
import { crossesMidnight, durationMinutes, formEndOf, serverEndOf } from "./event-times";
import { blocksOf, blockTimeText, movedTiming, resizedTiming, sampleDate, timingOfSelection, WHOLE_WEEK } from "./week-blocks";

const hm = (date: Date) => `${date.getDate()} ${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;

describe("end times", () => {
  it("are sent as the last second inside the duty and read back as the minute it ends", () => {
    expect(serverEndOf("06:00")).toBe("05:59:59");
    expect(serverEndOf("00:00")).toBe("23:59:59");
    expect(serverEndOf("16:30")).toBe("16:29:59");
    expect(formEndOf("05:59:59")).toBe("06:00");
    expect(formEndOf("23:59:59")).toBe("00:00");
    expect(formEndOf(serverEndOf("17:45"))).toBe("17:45");
  });

  it("make a night duty cross midnight and an end equal to the start a whole day", () => {
    expect(durationMinutes("22:00", "06:00")).toBe(8 * 60);
    expect(crossesMidnight("22:00", "06:00")).toBe(true);
    expect(crossesMidnight("22:00", "00:00")).toBe(false);
    expect(durationMinutes("07:00", "07:00")).toBe(24 * 60);
  });
});

describe("blocks of the generic week", () => {
  it("cover every day from midnight to midnight for an event in force the whole week", () => {
    const blocks = blocksOf([{ key: "standard", timing: { ...{ markedDays: [1, 2, 3, 4, 5], start: "08:00", end: "16:00" }, ...WHOLE_WEEK } }]);
    expect(blocks.map((block) => `${hm(block.start)}–${hm(block.end)}`)).toEqual([
      "1 00:00–2 00:00",
      "2 00:00–3 00:00",
      "3 00:00–4 00:00",
      "4 00:00–5 00:00",
      "5 00:00–6 00:00",
      "6 00:00–7 00:00",
      "7 00:00–8 00:00",
    ]);
    expect(blockTimeText(WHOLE_WEEK)).toBe("00:00 – 24:00");
  });

  it("show one block per marked day, a night duty reaching into the next morning", () => {
    const blocks = blocksOf([{ key: "night", timing: { markedDays: [5, 1], start: "22:00", end: "06:00" } }]);
    expect(blocks.map((block) => [block.day, hm(block.start), hm(block.end)])).toEqual([
      [1, "1 22:00", "2 06:00"],
      [5, "5 22:00", "6 06:00"],
    ]);
  });

  it("skip an event whose times are not times of day", () => {
    expect(blocksOf([{ key: "broken", timing: { markedDays: [1], start: "25:00", end: "06:00" } }])).toEqual([]);
  });
});

describe("dragging and resizing", () => {
  const workdays = { markedDays: [1, 2, 3, 4, 5], start: "08:00", end: "16:00" };

  it("moves every marked day by the days a block was dragged, keeping the duty's length", () => {
    // Wednesday's block dragged to Thursday 09:30.
    expect(movedTiming(workdays, 3, sampleDate(4, 9 * 60 + 30))).toEqual({ markedDays: [2, 3, 4, 5, 6], start: "09:30", end: "17:30" });
  });

  it("wraps days round the week and lets a moved duty cross midnight", () => {
    expect(movedTiming({ markedDays: [6, 7], start: "08:00", end: "16:00" }, 7, sampleDate(1, 20 * 60))).toEqual({
      markedDays: [1, 7],
      start: "20:00",
      end: "04:00",
    });
  });

  it("changes only the end when a block is resized, at most a whole day", () => {
    expect(resizedTiming(workdays, sampleDate(2, 8 * 60), sampleDate(3, 7 * 60))).toEqual({ ...workdays, end: "07:00" });
    expect(resizedTiming(workdays, sampleDate(2, 8 * 60), sampleDate(4, 12 * 60))).toEqual({ ...workdays, end: "08:00" });
  });

  it("makes a new event of a selected range on the day it starts", () => {
    expect(timingOfSelection(sampleDate(7, 22 * 60), sampleDate(8, 6 * 60))).toEqual({ markedDays: [7], start: "22:00", end: "06:00" });
  });
});

describe("block times", () => {
  it("read an end at midnight as 24:00", () => {
    expect(blockTimeText({ markedDays: [1], start: "00:00", end: "00:00" })).toBe("00:00 – 24:00");
    expect(blockTimeText({ markedDays: [1], start: "22:00", end: "06:00" })).toBe("22:00 – 06:00");
  });
});
