import { describe, expect, it } from "vitest";
import { isMenuRouteActive } from "./menu-location";

describe("isMenuRouteActive", () => {
  it("matches the dashboard only at the root", () => {
    expect(isMenuRouteActive("/", "/", "")).toBe(true);
    expect(isMenuRouteActive("/", "/users", "")).toBe(false);
  });

  it("matches a screen with or without an id", () => {
    expect(isMenuRouteActive("/users", "/users", "")).toBe(true);
    expect(isMenuRouteActive("/users", "/users/7", "")).toBe(true);
    expect(isMenuRouteActive("/users", "/user-groups", "")).toBe(false);
  });

  it("tells the alarm table tabs apart, tab 0 being the default", () => {
    expect(isMenuRouteActive("/alarm-table?tab=0", "/alarm-table", "")).toBe(true);
    expect(isMenuRouteActive("/alarm-table?tab=2", "/alarm-table", "?tab=2")).toBe(true);
    expect(isMenuRouteActive("/alarm-table?tab=1", "/alarm-table", "?tab=2")).toBe(false);
    expect(isMenuRouteActive("/alarm-table?tab=4", "/alarm-table", "?tab=4")).toBe(true);
    expect(isMenuRouteActive("/alarm-table?tab=0", "/alarm-table", "?tab=4")).toBe(false);
  });
});
