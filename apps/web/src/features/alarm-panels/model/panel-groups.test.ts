import { describe, expect, it } from "vitest";
import { toPanelPoint, type PanelPoint } from "./panel-point";
import { foldText, groupPanels } from "./panel-groups";

const point = (id: number, name: string, orgId: number, orgName: string, more: Partial<PanelPoint> = {}): PanelPoint => ({
  id,
  name,
  icon: null,
  systemId: null,
  description: null,
  text: null,
  priority: 5,
  hasPlan: true,
  orgId,
  orgName,
  ...more,
});

const points = [
  point(1, "Reservoir pump failure", 3, "Region", { systemId: "WATER-PUMP-3" }),
  point(2, "Fire alarm station 1", 2, "Fire brigade", { text: "Report to the station at once." }),
  point(3, "Emergency power on", 4, "Hospital"),
  point(4, "Boiler", 2, "Fire brigade", { description: "Kotel v přízemí" }),
];

describe("alarm panel groups", () => {
  it("groups the points by organization, both by name", () => {
    expect(groupPanels(points, "", "en").map((group) => [group.orgName, group.points.map((p) => p.name)])).toEqual([
      ["Fire brigade", ["Boiler", "Fire alarm station 1"]],
      ["Hospital", ["Emergency power on"]],
      ["Region", ["Reservoir pump failure"]],
    ]);
  });

  it("finds every word in the name, system ID, texts or organization, without regard to case or accents", () => {
    expect(groupPanels(points, "water-pump", "en").flatMap((group) => group.points.map((p) => p.id))).toEqual([1]);
    expect(groupPanels(points, "station REPORT", "en").flatMap((group) => group.points.map((p) => p.id))).toEqual([2]);
    expect(groupPanels(points, "prizemi", "en").flatMap((group) => group.points.map((p) => p.id))).toEqual([4]);
    expect(groupPanels(points, "hospital", "en").flatMap((group) => group.points.map((p) => p.id))).toEqual([3]);
    expect(groupPanels(points, "nothing like it", "en")).toEqual([]);
    expect(foldText("Dvořák")).toBe("dvorak");
  });

  it("reads a list item: its icon, texts, and whether it has a plan", () => {
    const item = {
      id: 9,
      name: "Gate",
      orgId: 1,
      orgName: "Total system",
      icon: { name: "bolt", color: "#d32f2f" },
      systemId: "",
      text: "Open",
      alarmPlanId: null,
      priority: 2,
    };
    expect(toPanelPoint(item)).toEqual({
      id: 9,
      name: "Gate",
      icon: { name: "bolt", color: "#d32f2f" },
      systemId: null,
      description: null,
      text: "Open",
      priority: 2,
      hasPlan: false,
      orgId: 1,
      orgName: "Total system",
    });
    expect(toPanelPoint({ ...item, icon: "broken", alarmPlanId: 3 })).toMatchObject({ icon: null, hasPlan: true });
  });
});
