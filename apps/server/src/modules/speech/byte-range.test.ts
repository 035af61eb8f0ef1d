import { describe, expect, it } from "vitest";
import { requestedRange } from "./byte-range.js";

describe("byte ranges of pre-listen audio", () => {
  it.each([
    [undefined, undefined],
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=-200", { start: 800, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=500-400", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=0-1,5-9", undefined],
    ["items=0-1", undefined],
    ["bytes=-", undefined],
  ])("reads %s of 1000 bytes as %j", (header, expected) => {
    expect(requestedRange(header, 1000)).toEqual(expected);
  });
});
