import { describe, expect, it } from "vitest";
import { pathOf, routeOf, SCREENS } from "./route";

describe("the app's addresses", () => {
  it("name a screen below /app/, anything else is the home screen", () => {
    expect(routeOf("/app/", "")).toEqual({ screen: "home", alarmId: null });
    expect(routeOf("/app", "")).toEqual({ screen: "home", alarmId: null });
    expect(routeOf("/app/lone-worker", "")).toEqual({ screen: "lone-worker", alarmId: null });
    expect(routeOf("/app/duties/", "")).toEqual({ screen: "duties", alarmId: null });
    expect(routeOf("/app/unknown", "")).toEqual({ screen: "home", alarmId: null });
  });

  it("open my alarms for a notification's ?alarm=ID", () => {
    expect(routeOf("/app/", "?alarm=42")).toEqual({ screen: "alarms", alarmId: 42 });
    expect(routeOf("/app/alarms", "?alarm=x")).toEqual({ screen: "alarms", alarmId: null });
  });

  it("go both ways", () => {
    for (const screen of SCREENS) expect(routeOf(pathOf(screen), "").screen).toBe(screen);
  });
});
