import type { AlarmRotational, ParticipantRotational } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

let token: string;
let planId: number;

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => ctx.call({ method, url, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  const participant = (await call("POST", "/participants", { name: "Sam", surname: "Spec", orgId: 1 })).json();
  planId = (await call("POST", "/alarmplans", { name: "Spec plan", orgId: 1, ranks: [{ waitTime: 5, entries: [{ participantId: participant.id }] }] })).json()
    .id;
});

const standbyEvent = () => ({ alarmplanId: planId, name: "Weekdays", dateRule: { markedDays: [1, 2, 3, 4, 5], start: "08:00", end: "16:00" } });

describe("a client written for the older API's field names (docs/domain-rules.md#older-names)", () => {
  it("saves a standby schedule's events sent as alarmPointRotationEvents, with the older API's empty links", async () => {
    const event = { ...standbyEvent(), alarmSchedulerId: null, individualCalendarId: null };
    const response = await call("POST", "/alarm-rotationals", {
      name: "By older names",
      orgId: 1,
      validFrom: "2026-01-05",
      alarmPointWeekGroups: [{ alarmPointRotationEvents: [event] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved: AlarmRotational = response.json();
    expect(saved.alarmPointWeekGroups[0]!.events).toMatchObject([{ name: "Weekdays", alarmplanId: planId }]);
  });

  it("saves a team schedule's events sent as participantRotationEvents", async () => {
    const event = { name: "Nights", device: { callingDeviceType: "SMS" }, dateRule: { start: "18:00", end: "06:00" }, individualCalendarId: null };
    const response = await call("POST", "/participant-rotationals", {
      name: "Team by older names",
      orgId: 1,
      validFrom: "2026-01-05",
      participantWeekGroups: [{ participantRotationEvents: [event] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved: ParticipantRotational = response.json();
    expect(saved.participantWeekGroups[0]!.events).toMatchObject([{ name: "Nights", device: { callingDeviceType: "SMS" } }]);
  });

  it("refuses a week group that sends its events under both names", async () => {
    const group = { events: [standbyEvent()], alarmPointRotationEvents: [] };
    const response = await call("POST", "/alarm-rotationals", { name: "Both", orgId: 1, validFrom: "2026-01-05", alarmPointWeekGroups: [group] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field: "alarmPointWeekGroups.0.alarmPointRotationEvents" }));
  });

  it("refuses a link this product does not have when it names something", async () => {
    const event = { ...standbyEvent(), alarmSchedulerId: 7 };
    const response = await call("POST", "/alarm-rotationals", {
      name: "Linked",
      orgId: 1,
      validFrom: "2026-01-05",
      alarmPointWeekGroups: [{ events: [event] }],
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe("a body field no call knows", () => {
  it("is refused with 400 naming it, at any depth, and nothing is written", async () => {
    const misspelt = { name: "Misspelt", orgId: 1, validFrom: "2026-01-05", alarmPointWeekGroups: [{ evnets: [standbyEvent()] }] };
    const response = await call("POST", "/alarm-rotationals", misspelt);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "alarmPointWeekGroups.0.evnets", code: "UNKNOWN_FIELD" }] });
    const listed = await ctx.call({ method: "POST", url: "/list", token, payload: { type: "ALARM_ROTATIONAL", filterValue: "Misspelt" } });
    expect(listed.json().count).toBe(0);
  });

  it("is refused at the top of a body too", async () => {
    const response = await call("POST", "/alarmplans", { name: "Extra", orgId: 1, ranks: [], colour: "red" });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: "colour", code: "UNKNOWN_FIELD" })]);
  });

  it("takes back an object as it was read: the answer's own fields are known", async () => {
    const created = (await call("GET", `/alarmplans/${planId}`)).json();
    expect(created.id).toBe(planId);
    const response = await call("PUT", "/alarmplans", { ...created, name: "Spec plan 2" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe("Spec plan 2");
  });
});
