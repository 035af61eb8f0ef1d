import type { LoneWorkerSettings } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { checkLoneWorkerForm, loneWorkerFormOf, serverLoneWorkerErrors, toSettingsUpdate } from "./lone-worker-form-model";

const own: LoneWorkerSettings = { orgId: 3, alarmPointId: 12, alarmPointName: "Lone worker", graceMinutes: 2, inheritedFromOrgId: null, version: 5 };

describe("the lone-worker settings form", () => {
  it("writes the organization's own settings back with their version", () => {
    expect(toSettingsUpdate(loneWorkerFormOf(own), own)).toEqual({ alarmPointId: 12, graceMinutes: 2, version: 5 });
  });

  it("gives an organization that inherits its settings its own ones (no version)", () => {
    const inherited = { ...own, inheritedFromOrgId: 1, version: 7 };
    expect(toSettingsUpdate({ alarmPointId: null, graceMinutes: 10 }, inherited)).toEqual({ alarmPointId: null, graceMinutes: 10, version: null });
  });

  it("takes a grace period of 0 to 60 whole minutes", () => {
    expect(checkLoneWorkerForm({ alarmPointId: null, graceMinutes: 0 })).toEqual({});
    expect(checkLoneWorkerForm({ alarmPointId: 1, graceMinutes: 60 })).toEqual({});
    for (const graceMinutes of [null, -1, 61, 2.5]) {
      expect(checkLoneWorkerForm({ alarmPointId: 1, graceMinutes })).toEqual({
        graceMinutes: { key: "alarmApps.loneWorker.graceRange", values: { min: 0, max: 60 } },
      });
    }
  });

  it("places the server's problems under the fields", () => {
    expect(serverLoneWorkerErrors([{ field: "alarmPointId", message: "Unknown alarm point" }])).toEqual({ alarmPointId: { text: "Unknown alarm point" } });
    expect(serverLoneWorkerErrors([{ field: "version", message: "stale" }])).toBeNull();
  });
});
