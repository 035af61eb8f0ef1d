import { alarmPointStateAt } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.js";
import { createTestOrganization } from "../../../test/factories.js";
import { alarmPoints } from "../../db/schema/index.js";

const ctx = useTestApp();

async function alarmPoint(values: { name?: string; orgId?: number; deleted?: boolean } = {}) {
  const [point] = await ctx.database.db
    .insert(alarmPoints)
    .values({ orgId: values.orgId ?? 1, name: values.name ?? "Boiler room", icon: { name: "bell", color: "#989898" }, deleted: values.deleted ?? false })
    .returning({ id: alarmPoints.id });
  return point!.id;
}

/** Weekday nights 22:00–23:59, Prague time. */
const weeklyInactive = {
  title: "Night shutdown",
  kind: "INACTIVE",
  recurring: true,
  startDateSelected: "2027-03-22",
  startTime: "22:00",
  endTime: "23:59:59",
  repeatType: "WEEKLY",
  markedDays: [1, 2, 3, 4, 5],
  endType: "NEVER",
  timeZone: "Europe/Prague",
};

const calendarOf = async (token: string, id: number) => (await ctx.call({ method: "GET", url: `/alarmpoints/${id}/calendar`, token })).json();

describe("alarm point calendar", () => {
  it("keeps a weekly INACTIVE entry that makes the point inactive on weekday nights, across the DST change", async () => {
    const { token } = await ctx.signIn("admin");
    const id = await alarmPoint();
    expect(await calendarOf(token, id)).toEqual({ alarmPointId: id, events: [] });
    const saved = await ctx.call({ method: "PUT", url: `/alarmpoints/${id}/calendar/update`, token, payload: weeklyInactive });
    expect(saved.statusCode).toBe(200);
    const { events } = saved.json();
    expect(events).toEqual([
      expect.objectContaining({ title: "Night shutdown", kind: "INACTIVE", markedDays: [1, 2, 3, 4, 5], alarmReplacement: null, version: 1 }),
    ]);
    expect(alarmPointStateAt(events, new Date("2027-03-26T21:30:00Z")).active).toBe(false); // Friday 22:30 CET
    expect(alarmPointStateAt(events, new Date("2027-03-29T20:30:00Z")).active).toBe(false); // Monday 22:30 CEST
    expect(alarmPointStateAt(events, new Date("2027-03-29T21:30:00Z")).active).toBe(false);
    expect(alarmPointStateAt(events, new Date("2027-03-29T22:30:00Z")).active).toBe(true); // Tuesday 00:30 CEST
  });

  it("creates, updates at the current version (409 when stale), defaults the title, and deletes", async () => {
    const { token } = await ctx.signIn("admin");
    const id = await alarmPoint();
    const created = (await ctx.call({ method: "PUT", url: `/alarmpoints/${id}/calendar/update`, token, payload: { ...weeklyInactive, title: "  " } })).json()
      .events[0];
    expect(created).toMatchObject({ title: "Event title", version: 1 });
    const changed = await ctx.call({
      method: "PUT",
      url: `/alarmpoints/${id}/calendar/update`,
      token,
      payload: { ...weeklyInactive, id: created.id, version: 1, kind: "ACTIVE", endTime: "23:00:59" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().events).toEqual([expect.objectContaining({ id: created.id, kind: "ACTIVE", endTime: "23:00:59", version: 2 })]);
    const stale = await ctx.call({
      method: "PUT",
      url: `/alarmpoints/${id}/calendar/update`,
      token,
      payload: { ...weeklyInactive, id: created.id, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await calendarOf(token, id)).events[0]).toMatchObject({ kind: "ACTIVE", version: 2 });
    const deleted = await ctx.call({ method: "DELETE", url: `/alarmpoints/${id}/calendar/${created.id}`, token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ alarmPointId: id, events: [] });
    expect((await ctx.call({ method: "DELETE", url: `/alarmpoints/${id}/calendar/${created.id}`, token })).statusCode).toBe(404);
  });

  it("keeps a one-off replacement by another alarm point, and only its kind's fields", async () => {
    const { token } = await ctx.signIn("admin");
    const id = await alarmPoint();
    const other = await alarmPoint({ name: "Standby boiler" });
    const oneOff = { startDateSelected: "2027-04-01", endDateSelected: "2027-04-03", startTime: "08:00", endTime: "16:00", markedDays: [3] };
    const saved = await ctx.call({
      method: "PUT",
      url: `/alarmpoints/${id}/calendar/update`,
      token,
      payload: { ...oneOff, kind: "REPLACEMENT", alarmReplacement: { alarmPointId: other } },
    });
    expect(saved.statusCode).toBe(200);
    const [event] = saved.json().events;
    expect(event).toMatchObject({
      kind: "REPLACEMENT",
      alarmReplacement: { id: null, alarmPointId: other },
      recurring: false,
      repeatType: "NONE",
      markedDays: null,
      endDateSelected: "2027-04-03",
    });
    const inactive = await ctx.call({
      method: "PUT",
      url: `/alarmpoints/${id}/calendar/update`,
      token,
      payload: { ...oneOff, id: event.id, version: 1, kind: "INACTIVE", alarmReplacement: { alarmPointId: other } },
    });
    expect(inactive.json().events[0]).toMatchObject({ kind: "INACTIVE", alarmReplacement: null, version: 2 });
  });

  it("answers 404 for an unknown, deleted or another organization's alarm point, and stores nothing", async () => {
    const { token } = await ctx.signIn("admin");
    const outsider = await createTestOrganization(ctx.database.db, { name: "Calendar outsider" });
    const foreign = await alarmPoint({ orgId: outsider.id });
    const deleted = await alarmPoint({ deleted: true });
    const scoped = await ctx.userWith(["ALARM_DEFINITION"], (await createTestOrganization(ctx.database.db, { name: "Calendar scope" })).id);
    for (const [caller, id] of [
      [token, 987_654],
      [token, deleted],
      [scoped.token, foreign],
    ] as const) {
      expect((await ctx.call({ method: "GET", url: `/alarmpoints/${id}/calendar`, token: caller })).statusCode).toBe(404);
      const put = await ctx.call({ method: "PUT", url: `/alarmpoints/${id}/calendar/update`, token: caller, payload: weeklyInactive });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ code: "NOT_FOUND" });
      expect((await ctx.call({ method: "DELETE", url: `/alarmpoints/${id}/calendar/1`, token: caller })).statusCode).toBe(404);
    }
    expect((await calendarOf(token, foreign)).events).toEqual([]);
  });

  it("does not delete another alarm point's entry through this one", async () => {
    const { token } = await ctx.signIn("admin");
    const id = await alarmPoint();
    const other = await alarmPoint();
    const [event] = (await ctx.call({ method: "PUT", url: `/alarmpoints/${other}/calendar/update`, token, payload: weeklyInactive })).json().events;
    expect((await ctx.call({ method: "DELETE", url: `/alarmpoints/${id}/calendar/${event.id}`, token })).statusCode).toBe(404);
    const moved = await ctx.call({ method: "PUT", url: `/alarmpoints/${id}/calendar/update`, token, payload: { ...weeklyInactive, id: event.id, version: 1 } });
    expect(moved.statusCode).toBe(404);
    expect((await calendarOf(token, other)).events).toEqual([expect.objectContaining({ id: event.id, version: 1 })]);
  });

  it.each([
    ["an event ending before it starts", { kind: "INACTIVE", startDateSelected: "2027-01-05", startTime: "12:00", endTime: "08:00" }, "endTime", undefined],
    ["a recurrence with repeatEvery 0", { ...weeklyInactive, repeatEvery: 0 }, "repeatEvery", undefined],
    ["a weekly rule without days", { ...weeklyInactive, markedDays: [] }, "markedDays", undefined],
    ["an unknown time zone", { ...weeklyInactive, timeZone: "Mars/Olympus" }, "timeZone", undefined],
    ["an unknown kind", { ...weeklyInactive, kind: "ABSENT" }, "kind", undefined],
    ["a replacement without an alarm point", { ...weeklyInactive, kind: "REPLACEMENT" }, "alarmReplacement.alarmPointId", undefined],
    [
      "a replacement by an unknown alarm point",
      { ...weeklyInactive, kind: "REPLACEMENT", alarmReplacement: { alarmPointId: 987_654 } },
      "alarmReplacement.alarmPointId",
      "UNKNOWN_ALARM_POINT",
    ],
    [
      "a replacement by the alarm point itself",
      { ...weeklyInactive, kind: "REPLACEMENT", alarmReplacement: { alarmPointId: "SELF" } },
      "alarmReplacement.alarmPointId",
      "SELF",
    ],
    [
      "a replacement by a deleted alarm point",
      { ...weeklyInactive, kind: "REPLACEMENT", alarmReplacement: { alarmPointId: "DELETED" } },
      "alarmReplacement.alarmPointId",
      "UNKNOWN_ALARM_POINT",
    ],
    [
      "a replacement by another organization's alarm point",
      { ...weeklyInactive, kind: "REPLACEMENT", alarmReplacement: { alarmPointId: "FOREIGN" } },
      "alarmReplacement.alarmPointId",
      "UNKNOWN_ALARM_POINT",
    ],
  ])("refuses %s with a field detail and stores nothing", async (_, payload, field, code) => {
    const deleted = await alarmPoint({ deleted: true });
    const outsider = await createTestOrganization(ctx.database.db, { name: `Outsider ${deleted}` });
    const foreign = await alarmPoint({ orgId: outsider.id });
    const scope = await createTestOrganization(ctx.database.db, { name: `Scope ${deleted}` });
    const own = await alarmPoint({ orgId: scope.id });
    const { token } = await ctx.userWith(["ALARM_DEFINITION"], scope.id);
    const named = { SELF: own, DELETED: deleted, FOREIGN: foreign } as Record<string, number>;
    const replacement = (payload as { alarmReplacement?: { alarmPointId: number | string } }).alarmReplacement;
    const body = replacement ? { ...payload, alarmReplacement: { alarmPointId: named[replacement.alarmPointId] ?? replacement.alarmPointId } } : payload;
    const response = await ctx.call({ method: "PUT", url: `/alarmpoints/${own}/calendar/update`, token, payload: body });
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { field: string; code?: string }[];
    expect(details.map((detail) => detail.field)).toContain(field);
    if (code) expect(details.find((detail) => detail.field === field)?.code).toBe(code);
    expect((await calendarOf(token, own)).events).toEqual([]);
  });
});
