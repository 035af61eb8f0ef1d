import { myAlarmList } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import { isTransient } from "./offline-queue";
import { fetchWithSnapshot, readSnapshot, SNAPSHOT_KEYS } from "./snapshot";
import { memoryStore } from "./storage";

const now = () => new Date("2026-03-01T10:00:00.000Z");

describe("the last answers kept for offline use", () => {
  it("are kept with their time and shown, marked offline, when the server cannot be reached", async () => {
    const store = memoryStore();
    const fresh = await fetchWithSnapshot(store, SNAPSHOT_KEYS.alarms, myAlarmList, async () => ({ list: [] }), isTransient, now);
    expect(fresh).toEqual({ data: { list: [] }, savedAt: "2026-03-01T10:00:00.000Z", offline: false });
    const kept = await fetchWithSnapshot(store, SNAPSHOT_KEYS.alarms, myAlarmList, () => Promise.reject(new ApiError(0, "NETWORK", "down")), isTransient);
    expect(kept).toEqual({ data: { list: [] }, savedAt: "2026-03-01T10:00:00.000Z", offline: true });
  });

  it("do not hide a refusal of the server, nor an outage without a kept answer", async () => {
    const store = memoryStore();
    await fetchWithSnapshot(store, SNAPSHOT_KEYS.alarms, myAlarmList, async () => ({ list: [] }), isTransient, now);
    await expect(
      fetchWithSnapshot(store, SNAPSHOT_KEYS.alarms, myAlarmList, () => Promise.reject(new ApiError(403, "ACCESS_DENIED", "no")), isTransient),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      fetchWithSnapshot(memoryStore(), SNAPSHOT_KEYS.alarms, myAlarmList, () => Promise.reject(new ApiError(0, "NETWORK", "down")), isTransient),
    ).rejects.toMatchObject({ code: "NETWORK" });
  });

  it("are dropped when they no longer fit the schema", () => {
    const store = memoryStore({ [SNAPSHOT_KEYS.alarms]: JSON.stringify({ savedAt: "2026-03-01T10:00:00.000Z", data: { list: [{ id: 1 }] } }) });
    expect(readSnapshot(store, SNAPSHOT_KEYS.alarms, myAlarmList)).toBeNull();
  });
});
