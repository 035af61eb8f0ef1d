import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema/index.js";
import { createTestOrganization, createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

const newParticipant = (overrides: Record<string, unknown> = {}) => ({
  name: "Petra",
  surname: "Svobodová",
  shortName: "PS",
  language: "CZECH",
  orgId: 1,
  devices: [
    { callingDeviceType: "SMS", address: "+420 601 234 567" },
    { callingDeviceType: "EMAIL", address: "Petra.Svobodova@Example.org", message: "work" },
  ],
  ...overrides,
});

describe("participants", () => {
  it("creates a participant with devices in E.164 and lower-case email, in order", async () => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: "Petra Svobodová",
      language: "CZECH",
      login: null,
      devices: [
        { callingDeviceType: "SMS", address: "+420601234567", message: null },
        { callingDeviceType: "EMAIL", address: "petra.svobodova@example.org", message: "work" },
      ],
    });
  });

  it.each([
    ["an invalid phone number", { devices: [{ callingDeviceType: "VOICE", address: "12345" }] }, "devices.0.address"],
    ["an invalid email", { devices: [{ callingDeviceType: "EMAIL", address: "nope@" }] }, "devices.0.address"],
    ["an unknown device type", { devices: [{ callingDeviceType: "PIGEON", address: "roof" }] }, "devices.0.callingDeviceType"],
    ["a missing surname", { surname: "" }, "surname"],
    ["an unknown language", { language: "KLINGON" }, "language"],
  ])("refuses %s with a field detail and stores nothing", async (_, overrides, field) => {
    const { token } = await ctx.signIn("admin");
    const before = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "PARTICIPANT" } })).json().count;
    const response = await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION");
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    if (field === "devices.0.address") expect(response.json().details[0].code).toMatch(/^INVALID_(PHONE|EMAIL)$/);
    const after = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "PARTICIPANT" } })).json().count;
    expect(after).toBe(before);
  });

  it("updates devices and refuses a stale version; clones without the login", async () => {
    const { token } = await ctx.signIn("admin");
    await createTestUser(ctx.database.db, { login: "petra" });
    const created = (await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant({ login: "petra" }) })).json();
    const change = {
      ...newParticipant({ login: "petra" }),
      id: created.id,
      version: created.version,
      devices: [{ callingDeviceType: "VOICE", address: "+49 30 1234567" }],
    };
    delete (change as { orgId?: number }).orgId;
    const updated = await ctx.call({ method: "PUT", url: "/participants", token, payload: change });
    expect(updated.json().devices).toEqual([expect.objectContaining({ callingDeviceType: "VOICE", address: "+49301234567" })]);
    expect((await ctx.call({ method: "PUT", url: "/participants", token, payload: change })).statusCode).toBe(409);

    const clone = (await ctx.call({ method: "POST", url: "/participants/clone", token, payload: { id: created.id } })).json();
    expect(clone).toMatchObject({ surname: "Svobodová (copy)", login: null, devices: [expect.objectContaining({ address: "+49301234567" })] });
    expect(clone.id).not.toBe(created.id);
    expect((await ctx.call({ method: "GET", url: "/participants/find-by-login/PETRA", token })).json().id).toBe(created.id);
  });

  it("is assigned a team media schedule of its organization line, kept when absent on update, copied by clone", async () => {
    const { token } = await ctx.signIn("admin");
    const call = (method: "POST" | "PUT", url: string, payload: object) => ctx.call({ method, url, token, payload });
    const schedule = (orgId: number) => ({ name: "Team devices", orgId, validFrom: "2026-01-05", participantWeekGroups: [{ events: [] }] });
    const ours = (await call("POST", "/participant-rotationals", schedule(1))).json();
    const created = (await call("POST", "/participants", newParticipant({ participantRotationalId: ours.id }))).json();
    expect(created.participantRotationalId).toBe(ours.id);

    const { orgId: _orgId, ...unchanged } = newParticipant({ shortName: "PT" });
    const kept = (await call("PUT", "/participants", { ...unchanged, id: created.id, version: created.version })).json();
    expect(kept).toMatchObject({ shortName: "PT", participantRotationalId: ours.id });
    const clone = (await call("POST", "/participants/clone", { id: created.id })).json();
    expect(clone.participantRotationalId).toBe(ours.id);
    const cleared = (await call("PUT", "/participants", { ...unchanged, id: created.id, version: kept.version, participantRotationalId: null })).json();
    expect(cleared.participantRotationalId).toBeNull();

    const branch = await createTestOrganization(ctx.database.db, { name: "Schedule branch" });
    const theirs = (await call("POST", "/participant-rotationals", schedule(branch.id))).json();
    const sideways = await call("POST", "/participants", newParticipant({ participantRotationalId: theirs.id }));
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().details).toEqual([expect.objectContaining({ field: "participantRotationalId", code: "OUTSIDE_ORGANIZATION" })]);
    const unknown = await call("PUT", "/participants", { ...unchanged, id: created.id, version: cleared.version, participantRotationalId: 999_999 });
    expect(unknown.json().details).toEqual([expect.objectContaining({ field: "participantRotationalId", code: "UNKNOWN_SCHEDULE" })]);
  });

  it("refuses deleting a participant a group uses, naming the participant", async () => {
    const { token } = await ctx.signIn("admin");
    const member = (await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant({ name: "Karel", surname: "Member" }) })).json();
    const group = (
      await ctx.call({ method: "POST", url: "/participant-groups", token, payload: { name: "Night shift", orgId: 1, memberIds: [member.id] } })
    ).json();
    const refused = await ctx.call({ method: "DELETE", url: `/participants/${member.id}`, token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('Object "Karel Member" is tightly used by others');
    expect(refused.json().usedBy).toEqual({ object: "Karel Member", users: [{ type: "PARTICIPANT_GROUP", name: "Night shift" }], total: 1 });
    await ctx.call({ method: "DELETE", url: `/participant-groups/${group.id}`, token });
    expect((await ctx.call({ method: "DELETE", url: `/participants/${member.id}`, token })).json()).toEqual({ status: "ok" });
  });

  it("makes a console user of a participant once", async () => {
    const { token } = await ctx.signIn("admin");
    const created = (await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant({ name: "Lukas" }) })).json();
    const made = await ctx.call({
      method: "PUT",
      url: "/participants/merge-to-inexistent-user",
      token,
      payload: { participantId: created.id, login: "lukas.s", password: "a-good-password-1" },
    });
    expect(made.json().login).toBe("lukas.s");
    const signedIn = await ctx.signIn("lukas.s", "a-good-password-1");
    expect(signedIn.user).toMatchObject({ name: "Lukas", email: "petra.svobodova@example.org", language: "CZECH" });
    const again = await ctx.call({
      method: "PUT",
      url: "/participants/merge-to-inexistent-user",
      token,
      payload: { participantId: created.id, login: "lukas.t", password: "a-good-password-1" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("leaves the participant unlinked when the console user cannot be created", async () => {
    const { token } = await ctx.signIn("admin");
    const created = (await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant({ name: "Nora" }) })).json();
    const taken = await ctx.call({
      method: "PUT",
      url: "/participants/merge-to-inexistent-user",
      token,
      payload: { participantId: created.id, login: "ADMIN", password: "a-good-password-1" },
    });
    expect(taken.statusCode).toBe(409);
    expect((await ctx.call({ method: "GET", url: `/participants/${created.id}`, token })).json()).toMatchObject({ login: null, version: created.version });
    const weak = await ctx.call({
      method: "PUT",
      url: "/participants/merge-to-inexistent-user",
      token,
      payload: { participantId: created.id, login: "nora.n", password: "weak" },
    });
    expect(weak.statusCode).toBe(400);
    expect((await ctx.call({ method: "GET", url: "/users/find-by-login/nora.n", token })).statusCode).toBe(404);
  });

  it("lists device types and participants with a search", async () => {
    const { token } = await ctx.signIn("admin");
    expect((await ctx.call({ method: "GET", url: "/list/devices", token })).json().map((d: { type: string }) => d.type)).toEqual([
      "VOICE",
      "SMS",
      "EMAIL",
      "PUSH",
      "APP",
    ]);
    await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant({ name: "Zdenka", surname: "Searchable", shortName: "ZS" }) });
    const found = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "PARTICIPANT", filterValue: "searchab" } })).json();
    expect(found.list).toEqual([expect.objectContaining({ fullName: "Zdenka Searchable", deviceTypes: ["SMS", "EMAIL"] })]);
  });

  it("keeps other organizations' participants out of reach", async () => {
    const north = await createTestOrganization(ctx.database.db, { name: "P North" });
    const south = await createTestOrganization(ctx.database.db, { name: "P South" });
    const { token } = await ctx.signIn("admin");
    const hidden = (await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant({ orgId: south.id }) })).json();
    const northAdmin = await ctx.userWith(["PARTICIPANT_ADMIN"], north.id);
    expect((await ctx.call({ method: "GET", url: `/participants/${hidden.id}`, token: northAdmin.token })).statusCode).toBe(404);
    const group = await ctx.call({
      method: "POST",
      url: "/participant-groups",
      token: northAdmin.token,
      payload: { name: "Sneaky", orgId: north.id, memberIds: [hidden.id] },
    });
    expect(group.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "memberIds" }] });
  });
});

describe("participant groups", () => {
  it("keep members in order and answer memberships both ways", async () => {
    const { token } = await ctx.signIn("admin");
    const ids: number[] = [];
    for (const name of ["Alena", "Bohdan", "Cyril"]) {
      ids.push((await ctx.call({ method: "POST", url: "/participants", token, payload: newParticipant({ name, surname: "Order" }) })).json().id);
    }
    const ordered = [ids[2]!, ids[0]!, ids[1]!];
    const group = (await ctx.call({ method: "POST", url: "/participant-groups", token, payload: { name: "Ordered", orgId: 1, memberIds: ordered } })).json();
    expect(group.members.map((m: { participantId: number }) => m.participantId)).toEqual(ordered);
    const members = (
      await ctx.call({
        method: "POST",
        url: "/list/membership",
        token,
        payload: { type: "PARTICIPANT", referenceType: "PARTICIPANT_GROUP", objectId: group.id, pageSize: 10000 },
      })
    ).json();
    expect(members.count).toBe(3);
    const groupsOfCyril = (
      await ctx.call({ method: "POST", url: "/list/membership", token, payload: { type: "PARTICIPANT_GROUP", referenceType: "PARTICIPANT", objectId: ids[2] } })
    ).json();
    expect(groupsOfCyril.list.map((g: { name: string }) => g.name)).toEqual(["Ordered"]);
    const duplicate = await ctx.call({
      method: "PUT",
      url: "/participant-groups",
      token,
      payload: { id: group.id, version: group.version, name: "Ordered", memberIds: [ids[0], ids[0]] },
    });
    expect(duplicate.statusCode).toBe(400);
  });

  describe("the login linking a participant to a console user", () => {
    const linkRefused = { code: "VALIDATION", details: [{ field: "login", code: "UNKNOWN_USER" }] };

    it("names only a user at or below the participant's organization, the same answer for one out of reach and none", async () => {
      const east = await createTestOrganization(ctx.database.db, { name: "Link east" });
      const west = await createTestOrganization(ctx.database.db, { name: "Link west" });
      const eastDepot = await createTestOrganization(ctx.database.db, { name: "Link east depot", parentId: east.id });
      await createTestUser(ctx.database.db, { login: "west-user", orgId: west.id });
      await createTestUser(ctx.database.db, { login: "depot-user", orgId: eastDepot.id });
      const eastAdmin = await ctx.userWith(["PARTICIPANT_ADMIN"], east.id);

      const sideways = await ctx.call({
        method: "POST",
        url: "/participants",
        token: eastAdmin.token,
        payload: newParticipant({ orgId: east.id, login: "west-user" }),
      });
      expect(sideways.statusCode).toBe(400);
      expect(sideways.json()).toMatchObject(linkRefused);
      const nobody = await ctx.call({
        method: "POST",
        url: "/participants",
        token: eastAdmin.token,
        payload: newParticipant({ orgId: east.id, login: "nobody-at-all" }),
      });
      expect(nobody.json()).toEqual(sideways.json());

      const below = await ctx.call({
        method: "POST",
        url: "/participants",
        token: eastAdmin.token,
        payload: newParticipant({ orgId: east.id, login: "Depot-User" }),
      });
      expect(below.statusCode).toBe(200);
      const depot = below.json();
      const change = { ...newParticipant({ login: "west-user" }), id: depot.id, version: depot.version };
      delete (change as { orgId?: number }).orgId;
      const moved = await ctx.call({ method: "PUT", url: "/participants", token: eastAdmin.token, payload: change });
      expect(moved.json()).toMatchObject(linkRefused);
      expect((await ctx.call({ method: "GET", url: `/participants/${depot.id}`, token: eastAdmin.token })).json()).toMatchObject({
        login: "Depot-User",
        version: depot.version,
      });
    });

    it("keeps an unchanged login whose user is gone, so the participant stays editable", async () => {
      const { token } = await ctx.signIn("admin");
      const [orphan] = await ctx.database.db.insert(participants).values({ orgId: 1, name: "Otto", surname: "Orphan", login: "gone-user" }).returning();
      const change = { ...newParticipant({ name: "Otto", surname: "Orphan", login: "gone-user" }), id: orphan!.id, version: orphan!.version };
      delete (change as { orgId?: number }).orgId;
      const updated = await ctx.call({ method: "PUT", url: "/participants", token, payload: change });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ login: "gone-user", shortName: "PS" });
    });
  });
});
