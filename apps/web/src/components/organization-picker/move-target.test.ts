import { describe, expect, it } from "vitest";
import { hasRealId, moveRequestOf } from "./move-target";

describe("hasRealId", () => {
  it("accepts saved ids, as numbers or text", () => {
    expect(hasRealId(12)).toBe(true);
    expect(hasRealId("12")).toBe(true);
  });

  it("refuses temporary and missing ids", () => {
    expect(hasRealId("_new-1")).toBe(false);
    expect(hasRealId("")).toBe(false);
    expect(hasRealId(null)).toBe(false);
    expect(hasRealId(undefined)).toBe(false);
    expect(hasRealId(0)).toBe(false);
    expect(hasRealId(1.5)).toBe(false);
  });
});

describe("moveRequestOf", () => {
  it("builds the PUT /move body for a saved object with a type", () => {
    expect(moveRequestOf({ id: 7, objectType: "USER", newOrgId: 3 })).toEqual({ id: 7, objectType: "USER", newOrgId: 3 });
  });

  it("gives nothing to send without a real id or without an object type", () => {
    expect(moveRequestOf({ id: "_tmp", objectType: "USER", newOrgId: 3 })).toBeNull();
    expect(moveRequestOf({ id: 7, objectType: null, newOrgId: 3 })).toBeNull();
    expect(moveRequestOf({ id: 7, objectType: undefined, newOrgId: 3 })).toBeNull();
  });
});
