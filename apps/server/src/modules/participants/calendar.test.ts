import { occurrencesOfEvent } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

async function participant(token: string, name = "Vera") {
  const response = await ctx.call({ method: "POST", url: "/participants", token, payload: { name, surname: "Calendar", orgId: 1, devices: [] } });
  return response.json().id as number;
}

const weeklyAbsence = {
  title: "School run",
  kind: "ABSENT",
  recurring: true,
  startDateSelected: "2027-01-04",
  startTime: "08:00",
  endTime: "12:00:59",
  repeatType: "WEEKLY",
  markedDays: [1, 2, 3, 4, 5],
  endType: "NEVER",
  timeZone: "Europe/Prague",
};

describe("private media schedule", () => {
  it("keeps a weekly absence on weekdays 08:00-12:00 that expands to the right instants", async () => {
    const { token } = await ctx.signIn("admin");
    const id = await participant(token);
    const saved = await ctx.call({ method: "PUT", url: `/participants/${id}/calendar/update`, token, payload: weeklyAbsence });
    expect(saved.statusCode).toBe(200);
    const [event] = saved.json().events;
    expect(event).toMatchObject({
      title: "School run",
      kind: "ABSENT",
      repeatType: "WEEKLY",
      markedDays: [1, 2, 3, 4, 5],
      timeZone: "Europe/Prague",
      version: 1,
    });

    const week = occurrencesOfEvent(event, { from: new Date("2027-03-22T00:00:00Z"), to: new Date("2027-03-29T00:00:00Z") });
    expect(week.map((o) => o.start.toISOString())).toEqual([
      "2027-03-22T07:00:00.000Z",
      "2027-03-23T07:00:00.000Z",
      "2027-03-24T07:00:00.000Z",
      "2027-03-25T07:00:00.000Z",
      "2027-03-26T07:00:00.000Z",
    ]);
    const afterDst = occurrencesOfEvent(event, { from: new Date("2027-03-29T00:00:00Z"), to: new Date("2027-03-30T00:00:00Z") });
    expect(afterDst.map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual([["2027-03-29T06:00:00.000Z", "2027-03-29T10:01:00.000Z"]]);
  });

  it("updates at the current version, defaults the title, and deletes", async () => {
    const { token } = await ctx.signIn("admin");
    const id = await participant(token);
    const created = (await ctx.call({ method: "PUT", url: `/participants/${id}/calendar/update`, token, payload: { ...weeklyAbsence, title: "" } })).json()
      .events[0];
    expect(created.title).toBe("Event title");
    const changed = await ctx.call({
      method: "PUT",
      url: `/participants/${id}/calendar/update`,
      token,
      payload: { ...weeklyAbsence, id: created.id, version: created.version, endTime: "13:00:59" },
    });
    expect(changed.json().events[0]).toMatchObject({ endTime: "13:00:59", version: 2 });
    const stale = await ctx.call({
      method: "PUT",
      url: `/participants/${id}/calendar/update`,
      token,
      payload: { ...weeklyAbsence, id: created.id, version: created.version },
    });
    expect(stale.statusCode).toBe(409);
    const deleted = await ctx.call({ method: "DELETE", url: `/participants/${id}/calendar/${created.id}`, token });
    expect(deleted.json().events).toEqual([]);
  });

  it("stores another device normalised, and a replacement by another participant", async () => {
    const { token } = await ctx.signIn("admin");
    const id = await participant(token);
    const other = await participant(token, "Standin");
    const device = await ctx.call({
      method: "PUT",
      url: `/participants/${id}/calendar/update`,
      token,
      payload: {
        kind: "OTHER_DEVICE",
        deviceType: "SMS",
        callingNumber: "+420 777 123 456",
        startDateSelected: "2027-02-01",
        endDateSelected: "2027-02-03",
        startTime: "00:00",
        endTime: "23:59:59",
      },
    });
    const oneOff = device.json().events[0];
    expect(oneOff).toMatchObject({ kind: "OTHER_DEVICE", callingNumber: "+420777123456", recurring: false, endDateSelected: "2027-02-03" });
    const span = occurrencesOfEvent({ ...oneOff, timeZone: "Europe/Prague" }, { from: new Date("2027-01-01T00:00:00Z"), to: new Date("2027-03-01T00:00:00Z") });
    expect(span.map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual([["2027-01-31T23:00:00.000Z", "2027-02-03T23:00:00.000Z"]]);
    const replaced = await ctx.call({
      method: "PUT",
      url: `/participants/${id}/calendar/update`,
      token,
      payload: { kind: "REPLACEMENT", replacementParticipantId: other, startDateSelected: "2027-02-10", startTime: "08:00", endTime: "16:00" },
    });
    expect(replaced.json().events[1]).toMatchObject({ kind: "REPLACEMENT", replacementParticipantId: other });
    const self = await ctx.call({
      method: "PUT",
      url: `/participants/${id}/calendar/update`,
      token,
      payload: { kind: "REPLACEMENT", replacementParticipantId: id, startDateSelected: "2027-02-10", startTime: "08:00", endTime: "16:00" },
    });
    expect(self.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "replacementParticipantId" }] });
  });

  it.each([
    ["an event ending before it starts", { recurring: false, startDateSelected: "2027-01-05", startTime: "12:00", endTime: "08:00" }, "endTime"],
    ["a recurrence with repeatEvery 0", { ...weeklyAbsence, repeatEvery: 0 }, "repeatEvery"],
    ["a weekly rule without days", { ...weeklyAbsence, markedDays: [] }, "markedDays"],
    ["an unknown time zone", { ...weeklyAbsence, timeZone: "Mars/Olympus" }, "timeZone"],
    [
      "another device without a valid number",
      { kind: "OTHER_DEVICE", deviceType: "VOICE", callingNumber: "12", startDateSelected: "2027-01-05", startTime: "08:00", endTime: "09:00" },
      "callingNumber",
    ],
    ["an impossible date", { ...weeklyAbsence, startDateSelected: "2027-02-30" }, "startDateSelected"],
  ])("refuses %s with a field detail", async (_, payload, field) => {
    const { token } = await ctx.signIn("admin");
    const id = await participant(token);
    const response = await ctx.call({ method: "PUT", url: `/participants/${id}/calendar/update`, token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await ctx.call({ method: "GET", url: `/participants/${id}/calendar`, token })).json().events).toEqual([]);
  });
});
