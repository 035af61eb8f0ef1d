import type { PredefinedApp } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { appIconOf, checkAppForm, editedAppOf, serverAppErrors, toCreateRequest, toUpdateRequest } from "./app-form-model";

const stored: PredefinedApp = {
  id: 4,
  orgId: 2,
  orgName: "Plant",
  appType: "FIRE",
  systemId: "fire-app",
  alarmPlanId: 9,
  alarmPlanName: "Fire brigade",
  icon: '{"name":"bolt","color":"#ff0000"}',
  version: 3,
};

describe("the alarm app editor", () => {
  it("starts a missing app empty, with the default icon of its type, to be created", () => {
    const app = editedAppOf("WATER", null);
    expect(app).toEqual({
      saved: null,
      values: { systemId: "", alarmPlanId: null, icon: { name: "cloud", color: "#1565c0" } },
      alarmPlanName: null,
      iconUnreadable: false,
    });
    expect(toCreateRequest(2, "WATER", app.values)).toEqual({
      orgId: 2,
      appType: "WATER",
      systemId: null,
      alarmPlanId: null,
      icon: '{"name":"cloud","color":"#1565c0"}',
    });
  });

  it("reads a stored app and writes it back as an update", () => {
    const app = editedAppOf("FIRE", stored);
    expect(app.values).toEqual({ systemId: "fire-app", alarmPlanId: 9, icon: { name: "bolt", color: "#ff0000" } });
    expect(app.iconUnreadable).toBe(false);
    expect(toUpdateRequest(app.saved!, { ...app.values, systemId: "  fire-2 " })).toEqual({
      id: 4,
      version: 3,
      systemId: "fire-2",
      alarmPlanId: 9,
      icon: '{"name":"bolt","color":"#ff0000"}',
    });
  });

  it("shows an app whose icon cannot be read as an empty app with its system id and the type's default icon (docs/domain-rules.md#editor-states)", () => {
    for (const icon of ["not json", '{"name":"Bolt!","color":"red"}', ""]) {
      const app = editedAppOf("FIRE", { ...stored, icon });
      expect(app).toEqual({
        saved: { id: 4, version: 3 },
        values: { systemId: "fire-app", alarmPlanId: null, icon: { name: "bolt", color: "#e65100" } },
        alarmPlanName: null,
        iconUnreadable: true,
      });
    }
    expect(appIconOf("SOS", { icon: "{" })).toEqual({ name: "exclamation-triangle", color: "#d32f2f" });
    expect(appIconOf("SOS", null)).toEqual({ name: "exclamation-triangle", color: "#d32f2f" });
    expect(appIconOf("FIRE", stored)).toEqual({ name: "bolt", color: "#ff0000" });
  });

  it("checks the system id's length and the icon", () => {
    const values = editedAppOf("SOS", null).values;
    expect(checkAppForm(values)).toEqual({});
    expect(checkAppForm({ ...values, systemId: "x".repeat(101) })).toEqual({ systemId: { key: "formField.atMost", values: { max: 100 } } });
    expect(checkAppForm({ ...values, icon: { name: "bell", color: "red" } })).toEqual({ icon: { key: "alarmApps.editor.iconInvalid" } });
  });

  it("places the server's problems under the fields, or gives them to the toast", () => {
    expect(
      serverAppErrors([
        { field: "alarmPlanId", message: "Unknown alarm plan" },
        { field: "icon.color", message: "a colour #rrggbb" },
      ]),
    ).toEqual({
      alarmPlanId: { text: "Unknown alarm plan" },
      icon: { text: "a colour #rrggbb" },
    });
    expect(serverAppErrors([{ field: "appType", message: "?" }])).toBeNull();
    expect(serverAppErrors([])).toBeNull();
  });
});
