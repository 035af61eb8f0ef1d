import { describe, expect, it } from "vitest";
import { isMenuItemEnabled, readMenuFlags, type MenuAccess } from "./menu-access";
import { MENU, type MenuItem } from "./menu-model";

const none: MenuAccess = { authorities: [], flags: {} };

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.items ? leaves(item.items) : [item]));
}

describe("isMenuItemEnabled", () => {
  it("enables an item without access key for everyone", () => {
    expect(isMenuItemEnabled({}, none)).toBe(true);
  });

  it("enables an item only when the user has its key", () => {
    const item = { access: "REPORTS" } as const;
    expect(isMenuItemEnabled(item, none)).toBe(false);
    expect(isMenuItemEnabled(item, { authorities: ["ALARM_TABLE"], flags: {} })).toBe(false);
    expect(isMenuItemEnabled(item, { authorities: ["ALARM_TABLE", "REPORTS"], flags: {} })).toBe(true);
  });

  it("keeps a disabled item disabled whatever the authorities", () => {
    expect(isMenuItemEnabled({ disabled: true }, { authorities: ["REPORTS"], flags: { GCOP: true } })).toBe(false);
  });

  it("needs both the key and the flag for a flagged item", () => {
    const item = { access: "SYSTEM_TABLES", flag: "GCOP" } as const;
    expect(isMenuItemEnabled(item, { authorities: ["SYSTEM_TABLES"], flags: {} })).toBe(false);
    expect(isMenuItemEnabled(item, { authorities: ["SYSTEM_TABLES"], flags: { GCOP: false } })).toBe(false);
    expect(isMenuItemEnabled(item, { authorities: [], flags: { GCOP: true } })).toBe(false);
    expect(isMenuItemEnabled(item, { authorities: ["SYSTEM_TABLES"], flags: { GCOP: true } })).toBe(true);
  });
});

describe("readMenuFlags", () => {
  it("sets GCOP only for the exact text true", () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(readMenuFlags(storage("true")).GCOP).toBe(true);
    expect(readMenuFlags(storage("TRUE")).GCOP).toBe(false);
    expect(readMenuFlags(storage(null)).GCOP).toBe(false);
  });
});

describe("MENU", () => {
  const all = leaves(MENU);

  it("gives every enabled-able item a route and every disabled item none", () => {
    for (const item of all) expect(Boolean(item.to)).toBe(!item.disabled);
  });

  it("has the always-disabled items older clients show", () => {
    expect(all.filter((item) => item.disabled).map((item) => item.labelKey)).toEqual([
      "menu.databaseManagement",
      "menu.connect",
      "menu.mediaModules",
      "menu.systemInfo",
    ]);
  });

  it("guards the alarm monitor with its access keys", () => {
    const byRoute = new Map(all.map((item) => [item.to, item.access]));
    expect(byRoute.get("/alarm-panels")).toBe("ALARM_PANEL");
    expect(byRoute.get("/alarm-trigger")).toBe("MANUAL_CALL");
    expect(byRoute.get("/alarm-table?tab=0")).toBe("ALARM_TABLE");
    expect(byRoute.get("/alarm-table?tab=1")).toBe("ALARM_TABLE");
    expect(byRoute.get("/alarm-table?tab=2")).toBe("ALARM_TABLE");
    expect(byRoute.get("/alarm-table?tab=4")).toBe("ALARM_TABLE");
    expect(byRoute.get("/presence")).toBe("ALARM_TABLE");
    expect(byRoute.get("/alarm-apps")).toBe("MOBILE_APP");
    expect(byRoute.get("/")).toBeUndefined();
  });
});
