import { describe, expect, it } from "vitest";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

describe("holidays", () => {
  it("adds single-day and multi-day holidays and refuses an occupied date", async () => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db, { name: "Holiday org" });
    const url = `/holidays/${org.id}?year=2027`;
    const created = await ctx.call({ method: "POST", url, token, payload: { title: "Christmas", start: "2027-12-24", end: "2027-12-26" } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      orgId: org.id,
      year: 2027,
      events: [{ title: "Christmas", start: "2027-12-24", end: "2027-12-26", singleDay: false, standard: false }],
    });

    const single = (await ctx.call({ method: "POST", url, token, payload: { start: "2027-05-01" } })).json();
    expect(single.events[0]).toMatchObject({ title: "Event title", start: "2027-05-01", end: "2027-05-01", singleDay: true });

    const occupied = await ctx.call({ method: "POST", url, token, payload: { title: "Overlap", start: "2027-12-26" } });
    expect(occupied.statusCode).toBe(409);
    expect(occupied.json()).toEqual({ code: "CONFLICT", reason: "Date is occupied" });
    expect((await ctx.call({ method: "GET", url, token })).json().events).toHaveLength(2);
  });

  it("repeats recurring holidays every year and shows the holidays of the organizations above, read-only", async () => {
    const { token } = await ctx.signIn("admin");
    const parent = await createTestOrganization(ctx.database.db, { name: "Holiday parent" });
    const child = await createTestOrganization(ctx.database.db, { name: "Holiday child", parentId: parent.id });
    await ctx.call({ method: "POST", url: `/holidays/${parent.id}?year=2026`, token, payload: { title: "New Year", start: "2026-01-01", recurring: true } });
    const childIn2030 = (await ctx.call({ method: "GET", url: `/holidays/${child.id}?year=2030`, token })).json();
    expect(childIn2030.events).toEqual([
      expect.objectContaining({ title: "New Year", start: "2030-01-01", recurring: true, standard: true, orgName: "Holiday parent" }),
    ]);
    const clash = await ctx.call({ method: "POST", url: `/holidays/${child.id}?year=2030`, token, payload: { title: "Own", start: "2030-01-01" } });
    expect(clash.json().reason).toBe("Date is occupied");
    const inherited = childIn2030.events[0];
    const changeInherited = await ctx.call({
      method: "PUT",
      url: `/holidays/${child.id}?year=2030`,
      token,
      payload: { id: inherited.id, version: inherited.version, start: "2030-01-02" },
    });
    expect(changeInherited.statusCode).toBe(404);
  });

  it("updates with the current version and deletes", async () => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db);
    const url = `/holidays/${org.id}?year=2028`;
    const event = (await ctx.call({ method: "POST", url, token, payload: { title: "Moved", start: "2028-03-01" } })).json().events[0];
    const moved = await ctx.call({ method: "PUT", url, token, payload: { id: event.id, version: event.version, title: "Moved", start: "2028-03-02" } });
    expect(moved.json().events[0]).toMatchObject({ start: "2028-03-02", version: event.version + 1 });
    expect((await ctx.call({ method: "PUT", url, token, payload: { id: event.id, version: event.version, start: "2028-03-03" } })).statusCode).toBe(409);
    const deleted = await ctx.call({ method: "DELETE", url: `/holidays/${event.id}/${org.id}?year=2028`, token });
    expect(deleted.json().events).toEqual([]);
  });

  it.each([
    ["an end before the start", { start: "2027-06-10", end: "2027-06-09" }, "end"],
    ["an impossible date", { start: "2027-02-30" }, "start"],
    ["no date", { title: "x" }, "start"],
  ])("refuses %s", async (_, payload, field) => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ method: "POST", url: "/holidays/1?year=2027", token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
