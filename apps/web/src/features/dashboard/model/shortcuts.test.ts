import { SHORTCUT_TARGETS } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { isShortcutEnabled, shortcutOf } from "./shortcuts";

describe("shortcuts", () => {
  it("lead where the menu does, with its label, icon and access", () => {
    for (const target of SHORTCUT_TARGETS) expect(shortcutOf(target).item.labelKey).toMatch(/^menu\./);
    expect(shortcutOf("ALARM_TABLE")).toMatchObject({ to: "/alarm-table", item: { labelKey: "menu.alarmTable", access: "ALARM_TABLE" } });
    expect(shortcutOf("PARTICIPANTS").item).toMatchObject({ labelKey: "menu.alarmParticipants", icon: "pi-user" });
  });

  it("are disabled as the menu item is for the user's authorities", () => {
    const access = { authorities: ["REPORTS" as const], flags: {} };
    expect(isShortcutEnabled(shortcutOf("MONTHLY_REPORTS"), access)).toBe(true);
    expect(isShortcutEnabled(shortcutOf("ALARM_PANEL"), access)).toBe(false);
  });
});
