import { AUTHORITIES } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import type { MenuItem } from "../../../layout/menu-model";
import { ADMINISTRATION_GROUP_KEY, groupAuthoritiesByMenuArea } from "./authority-groups";

describe("groupAuthoritiesByMenuArea", () => {
  const groups = groupAuthoritiesByMenuArea();

  it("puts every authority in exactly one group", () => {
    const all = groups.flatMap((group) => group.authorities);
    expect([...all].sort()).toEqual([...AUTHORITIES].sort());
    expect(new Set(all).size).toBe(all.length);
  });

  it("follows the menu sections, with the authorities no item uses last", () => {
    expect(groups.map((group) => group.labelKey)).toEqual([
      "menu.alarmMonitor",
      "menu.alarmDefinition",
      "menu.masterData",
      "menu.reporting",
      "menu.technicalConfiguration",
      ADMINISTRATION_GROUP_KEY,
    ]);
    const of = (labelKey: string) => groups.find((group) => group.labelKey === labelKey)?.authorities;
    expect(of("menu.alarmMonitor")).toEqual(["ALARM_PANEL", "MANUAL_CALL", "ALARM_TABLE", "ALARM_SHELVE"]);
    expect(of("menu.masterData")).toEqual(expect.arrayContaining(["USER_ADMIN", "ROLE_ADMIN", "ORGANIZATION_ADMIN"]));
    expect(of(ADMINISTRATION_GROUP_KEY)).toEqual(["TABLE_COLUMNS_ORDER"]);
  });

  it("gives an authority used in several sections to the first and leaves out sections without any", () => {
    const menu: MenuItem[] = [
      {
        labelKey: "a",
        icon: "",
        items: [
          { labelKey: "a1", icon: "", access: "REPORTS" },
          { labelKey: "a2", icon: "", access: "REPORTS" },
        ],
      },
      { labelKey: "b", icon: "", items: [{ labelKey: "b1", icon: "", items: [{ labelKey: "b11", icon: "", access: "REPORTS" }] }] },
      { labelKey: "c", icon: "", items: [{ labelKey: "c1", icon: "", disabled: true }] },
    ];
    expect(groupAuthoritiesByMenuArea(menu, ["REPORTS", "USER_ADMIN"])).toEqual([
      { labelKey: "a", authorities: ["REPORTS"] },
      { labelKey: ADMINISTRATION_GROUP_KEY, authorities: ["USER_ADMIN"] },
    ]);
  });
});
