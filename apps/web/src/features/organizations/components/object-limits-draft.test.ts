import { OBJECT_TYPES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { changedLimits, isBelowUsage, isValidLimit, limitDraftOf } from "./object-limits-draft";

describe("object limits draft", () => {
  it("has a row for every object type, null where no limit is set", () => {
    const draft = limitDraftOf({ USER: 10 });
    expect(Object.keys(draft)).toEqual([...OBJECT_TYPES]);
    expect(draft.USER).toBe(10);
    expect(draft.ORGANIZATION).toBeNull();
  });

  it("sends only what changed, null to remove a limit", () => {
    const saved = { USER: 10, USERGROUP: 3 };
    const draft = { ...limitDraftOf(saved), USER: 12, USERGROUP: null, ORGANIZATION: 0 };
    expect(changedLimits(saved, draft)).toEqual({ USER: 12, USERGROUP: null, ORGANIZATION: 0 });
    expect(changedLimits(saved, limitDraftOf(saved))).toEqual({});
  });

  it("accepts whole numbers from 0 to 10,000,000 or no limit", () => {
    expect(isValidLimit(null)).toBe(true);
    expect(isValidLimit(0)).toBe(true);
    expect(isValidLimit(10_000_000)).toBe(true);
    expect(isValidLimit(10_000_001)).toBe(false);
    expect(isValidLimit(-1)).toBe(false);
    expect(isValidLimit(1.5)).toBe(false);
  });

  it("notices a limit below the current use", () => {
    expect(isBelowUsage(2, 3)).toBe(true);
    expect(isBelowUsage(3, 3)).toBe(false);
    expect(isBelowUsage(null, 3)).toBe(false);
    expect(isBelowUsage(2, undefined)).toBe(false);
  });
});
