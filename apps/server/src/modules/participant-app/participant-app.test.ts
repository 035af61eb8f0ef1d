import type { AlarmDetails, AppProfile, DeviceType, AppSignInResponse, MyAlarm, ParticipantCalendar, PredefinedApp } from "@alarm/contract";
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmHistory, alarmRecipients, alarms } from "../../db/schema/index.js";
import { createParticipant, waitForAlarm, waitForMessages } from "../../../test/alarm-fixtures.js";
import { createTestOrganization, createTestRole, createTestUser, TEST_PASSWORD } from "../../../test/factories.js";
import { openLiveStream } from "../../../test/live-stream-reader.js";
import { useTestApp } from "../../../test/test-app.js";
import { LiveHub } from "../../core/live-hub.js";

const ctx = useTestApp();
const location = { latitude: 50.087451, longitude: 14.420671, accuracy: 12 };

let admin: string;
let hospital: { id: number };
let ward: { id: number };
let depot: { id: number };
let sequence = 0;

/** A console user in `orgId` linked to a participant of `participantOrgId` with an in-app device (or `devices`); signed in to the app. */
async function nurse(orgId = ward.id, participantOrgId = orgId, devices: { type: DeviceType; address: string }[] = [{ type: "APP", address: "console" }]) {
  const login = `nurse${++sequence}`;
  await createTestUser(ctx.database.db, { login, orgId });
  const participant = await createParticipant(ctx.call, admin, { orgId: participantOrgId, login, devices });
  const signedIn = await ctx.call({ method: "POST", url: "/app/auth", payload: { login, password: TEST_PASSWORD, deviceName: `Phone ${sequence}` } });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { login, participantId: participant.id, fullName: `${participant.name} ${participant.surname}`, ...signedIn.json<AppSignInResponse>() };
}

async function planWith(orgId: number, participantIds: number[], extra: object = {}) {
  const plan = await ctx.call({
    method: "POST",
    url: "/alarmplans",
    token: admin,
    payload: {
      name: `App plan ${++sequence}`,
      orgId,
      ranks: [{ waitTime: 30, entries: participantIds.map((participantId) => ({ participantId })) }],
      ...extra,
    },
  });
  expect(plan.statusCode, plan.body).toBe(200);
  return plan.json<{ id: number }>().id;
}

const get = <T>(url: string, token: string) =>
  ctx.call({ method: "GET", url, token }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  hospital = await createTestOrganization(ctx.database.db, { name: "City hospital" });
  ward = await createTestOrganization(ctx.database.db, { name: "Ward 3", parentId: hospital.id });
  depot = await createTestOrganization(ctx.database.db, { name: "Depot" });
});

describe("participant app sign-in", () => {
  it("signs a linked user in with a long-lived session listed and revocable under the participant's devices", async () => {
    const phone = await nurse();
    const profile = await get<AppProfile>("/app/me", phone.token);
    expect(profile).toMatchObject({
      login: phone.login,
      participant: { id: phone.participantId, orgId: ward.id, orgName: "Ward 3" },
      shift: { checkedIn: false, since: null },
      loneWorker: null,
    });

    const installations = await get<{ list: { sessionId: string; deviceName: string; lastSeenAt: string | null }[] }>(
      `/participants/${phone.participantId}/app-installations`,
      admin,
    );
    expect(installations.list).toEqual([
      expect.objectContaining({ sessionId: phone.sessionId, deviceName: expect.stringMatching(/^Phone /), userLogin: phone.login, lastSeenAt: null }),
    ]);
    const refreshed = await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: phone.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const seen = await get<{ list: { lastSeenAt: string | null }[] }>(`/participants/${phone.participantId}/app-installations`, admin);
    expect(seen.list[0]!.lastSeenAt).not.toBeNull();

    // Another organization's administrator neither sees nor revokes it.
    const depotAdmin = (await ctx.userWith(["PARTICIPANT_ADMIN"], depot.id)).token;
    expect((await ctx.call({ method: "GET", url: `/participants/${phone.participantId}/app-installations`, token: depotAdmin })).statusCode).toBe(404);
    expect(
      (await ctx.call({ method: "DELETE", url: `/participants/${phone.participantId}/app-installations/${phone.sessionId}`, token: depotAdmin })).statusCode,
    ).toBe(404);
    expect((await ctx.call({ method: "GET", url: "/app/me", token: phone.token })).statusCode).toBe(200);

    // The phone's sign-in reaches the app's calls, and nothing of the console, whatever the user may do there.
    expect((await ctx.call({ method: "GET", url: "/push/public-key", token: phone.token })).statusCode).toBe(200);
    for (const url of ["/verify", "/alarmtable/details/1", "/participants/1", "/users/1", "/dashboard"]) {
      const refused = await ctx.call({ method: "GET", url, token: phone.token });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: "ACCESS_DENIED", reason: "A participant app's sign-in reaches only the participant app's calls" });
    }
    const console = await ctx.signIn(phone.login);
    expect((await ctx.call({ method: "GET", url: "/app/me", token: console.token })).statusCode).toBe(200);

    const revoked = await ctx.call({ method: "DELETE", url: `/participants/${phone.participantId}/app-installations/${phone.sessionId}`, token: admin });
    expect(revoked.json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: "/app/me", token: phone.token })).statusCode).toBe(401);
    expect(
      (await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: refreshed.json<{ refreshToken: string }>().refreshToken } })).statusCode,
    ).toBe(401);
    expect((await get<{ list: unknown[] }>(`/participants/${phone.participantId}/app-installations`, admin)).list).toEqual([]);
  });

  it("lets only a caller holding every authority of the phone's user sign the phone out", async () => {
    const login = `chief${++sequence}`;
    const chiefRole = await createTestRole(ctx.database.db, { orgId: ward.id, authorities: ["ALARM_TABLE", "REPORTS", "USER_ADMIN"] });
    await createTestUser(ctx.database.db, { login, orgId: ward.id, roleIds: [chiefRole.id] });
    const participant = await createParticipant(ctx.call, admin, { orgId: ward.id, login, devices: [{ type: "APP", address: "console" }] });
    const phone = (
      await ctx.call({ method: "POST", url: "/app/auth", payload: { login, password: TEST_PASSWORD, deviceName: "Chief's phone" } })
    ).json<AppSignInResponse>();
    const url = `/participants/${participant.id}/app-installations/${phone.sessionId}`;
    const weaker = (await ctx.userWith(["PARTICIPANT_ADMIN", "ALARM_TABLE"], ward.id)).token;
    const refused = await ctx.call({ method: "DELETE", url, token: weaker });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ reason: string }>().reason).toMatch(
      /^The user of this phone holds authorities you do not hold: (REPORTS, USER_ADMIN|USER_ADMIN, REPORTS)$/,
    );
    expect((await ctx.call({ method: "GET", url: "/app/me", token: phone.token })).statusCode).toBe(200);
    expect((await ctx.call({ method: "DELETE", url, token: admin })).json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: "/app/me", token: phone.token })).statusCode).toBe(401);
  });

  it("refuses a user linked to no participant, and asks for the two-factor code", async () => {
    await createTestUser(ctx.database.db, { login: "no-participant", orgId: ward.id });
    const refused = await ctx.call({ method: "POST", url: "/app/auth", payload: { login: "no-participant", password: TEST_PASSWORD, deviceName: "Phone" } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "ACCESS_DENIED" });

    const phone = await nurse();
    const console = (await ctx.signIn(phone.login)).token;
    const setup = (await ctx.call({ method: "POST", url: "/generate-qr-url", token: console })).json<{ secret: string }>();
    const code = () => generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) });
    expect((await ctx.call({ method: "POST", url: "/confirm-2fa", token: console, payload: { code: await code() } })).statusCode).toBe(200);
    const withoutCode = await ctx.call({ method: "POST", url: "/app/auth", payload: { login: phone.login, password: TEST_PASSWORD, deviceName: "Phone" } });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ code: "VERIFICATION_CODE_REQUIRED" });
    const badCode = await ctx.call({
      method: "POST",
      url: "/app/auth",
      payload: { login: phone.login, password: TEST_PASSWORD, deviceName: "Phone", code: "000000" },
    });
    expect(badCode.json()).toMatchObject({ code: "INVALID_VERIFICATION_CODE" });
    const tooLong = await ctx.call({ method: "POST", url: "/app/auth", payload: { login: phone.login, password: TEST_PASSWORD, deviceName: "x".repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe("alarm apps in the participant app", () => {
  it("offers the organization's apps (inherited from above), raises an alarm on the app's plan with the location, once per request id", async () => {
    const reporter = await nurse();
    const colleague = await nurse(ward.id, hospital.id);
    const planId = await planWith(hospital.id, [colleague.participantId]);
    const created = await ctx.call({
      method: "POST",
      url: "/alarmpoints/predefined",
      token: admin,
      payload: { orgId: hospital.id, appType: "MEDICAL", systemId: "med-1", alarmPlanId: planId },
    });
    expect(created.statusCode, created.body).toBe(200);
    await ctx.call({ method: "POST", url: "/alarmpoints/predefined", token: admin, payload: { orgId: ward.id, appType: "WATER" } });
    await ctx.call({ method: "POST", url: "/alarmpoints/predefined", token: admin, payload: { orgId: ward.id, appType: "SOS", alarmPlanId: planId } });
    const profile = await get<AppProfile>("/app/me", reporter.token);
    // In the order of app types (docs/domain-rules.md#alarm-apps): SOS first.
    expect(profile.apps).toEqual([
      { appType: "SOS", icon: { name: "exclamation-triangle", color: "#d32f2f" }, systemId: null, usable: true },
      { appType: "MEDICAL", icon: { name: "heart", color: "#c2185b" }, systemId: "med-1", usable: true },
      { appType: "WATER", icon: { name: "cloud", color: "#1565c0" }, systemId: null, usable: false },
    ]);

    const requestId = crypto.randomUUID();
    const raise = (token: string, payload: object) => ctx.call({ method: "POST", url: "/app/trigger", token, payload });
    const first = await raise(reporter.token, { appType: "MEDICAL", requestId, text: "Patient fell in room 12", location });
    expect(first.statusCode, first.body).toBe(200);
    const { alarmId } = first.json<{ alarmId: number }>();
    const again = await raise(reporter.token, { appType: "MEDICAL", requestId, text: "Patient fell in room 12", location });
    expect(again.json()).toMatchObject({ alarmId });
    expect((await raise(colleague.token, { appType: "MEDICAL", requestId })).statusCode).toBe(409);
    expect(
      await ctx.database.db
        .select({ id: alarms.id })
        .from(alarms)
        .where(eq(alarms.name, `Medical: ${reporter.fullName}`)),
    ).toHaveLength(1);

    const details = await get<AlarmDetails>(`/alarmtable/details/${alarmId}`, admin);
    expect(details.alarm).toMatchObject({
      kind: "APP",
      name: `Medical: ${reporter.fullName}`,
      systemId: "med-1",
      triggeredBy: reporter.login,
      text: "Patient fell in room 12",
      orgId: ward.id,
    });
    expect(details.location).toEqual(location);
    expect(details.timeline[0]).toMatchObject({ kind: "TRIGGERED", phrase: { key: "RAISED_FROM_APP", params: { name: reporter.login } } });

    // The colleague gets it in the app, sees who else was alerted, and accepts.
    await expect
      .poll(async () => (await get<{ list: MyAlarm[] }>("/app/alarms", colleague.token)).list.map((alarm) => alarm.alarmId), { timeout: 15_000 })
      .toContain(alarmId);
    const [mine] = (await get<{ list: MyAlarm[] }>("/app/alarms", colleague.token)).list.filter((alarm) => alarm.alarmId === alarmId);
    expect(mine).toMatchObject({ open: true, canAnswer: true, myAnswer: null, location, others: [] });
    const answered = await ctx.call({ method: "POST", url: `/app/alarms/${alarmId}/answer`, token: colleague.token, payload: { answer: "accept" } });
    expect(answered.json()).toMatchObject({ outcome: "RECORDED", status: "ACCEPTED", answer: "ACCEPT" });
    const twice = await ctx.call({ method: "POST", url: `/app/alarms/${alarmId}/answer`, token: colleague.token, payload: { answer: "decline" } });
    expect(twice.json()).toMatchObject({ outcome: "ALREADY_ANSWERED", answer: "ACCEPT" });
    // The reporter was not alerted: it cannot answer the alarm.
    expect((await ctx.call({ method: "POST", url: `/app/alarms/${alarmId}/answer`, token: reporter.token, payload: { answer: "accept" } })).statusCode).toBe(
      404,
    );

    await ctx.call({ method: "GET", url: `/alarmpoints/quit/${alarmId}`, token: admin });
    const history = await get<{ list: MyAlarm[] }>("/app/alarms/history", colleague.token);
    expect(history.list.find((alarm) => alarm.alarmId === alarmId)).toMatchObject({ open: false, canAnswer: false, myAnswer: "ACCEPT" });

    for (const [payload, status] of [
      [{ appType: "FIRE", requestId: crypto.randomUUID() }, 400],
      [{ appType: "WATER", requestId: crypto.randomUUID() }, 409],
      [{ appType: "MEDICAL", requestId: "not-a-uuid" }, 400],
      [{ appType: "MEDICAL", requestId: crypto.randomUUID(), location: { latitude: 91, longitude: 0 } }, 400],
    ] as const) {
      expect((await raise(reporter.token, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    }
  });

  it("credits an answer given in the app to the app, not to the participant's SMS that could not be sent", async () => {
    const texted = await nurse(ward.id, ward.id, [{ type: "SMS", address: "+420601000088" }]);
    // A colleague reached in the app keeps the rank waiting, so the alarm is still open when the answer comes.
    const colleague = await nurse();
    const planId = await planWith(ward.id, [texted.participantId, colleague.participantId]);
    const point = await ctx.call({
      method: "POST",
      url: "/alarmpoints",
      token: admin,
      payload: { name: "Infusion pump", orgId: ward.id, alarmPlanId: planId },
    });
    const { id: alarmId } = (
      await ctx.call({ method: "POST", url: "/alarm-trigger", token: admin, payload: { alarmPointId: point.json<{ id: number }>().id } })
    ).json<{ id: number }>();
    await waitForMessages(ctx.database.db, alarmId, 1, ["FAILED"]);
    const answered = await ctx.call({ method: "POST", url: `/app/alarms/${alarmId}/answer`, token: texted.token, payload: { answer: "accept" } });
    expect(answered.json()).toMatchObject({ outcome: "RECORDED", answer: "ACCEPT" });
    const [entry] = await ctx.database.db
      .select()
      .from(alarmHistory)
      .where(and(eq(alarmHistory.alarmId, alarmId), eq(alarmHistory.kind, "ACCEPTED")));
    expect(entry).toMatchObject({ participantId: texted.participantId, deviceType: "APP", address: null, detail: "via app" });
  });

  it("keeps the participant's absences and shows their duties", async () => {
    const phone = await nurse();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const added = await ctx.call({
      method: "POST",
      url: "/app/absences",
      token: phone.token,
      payload: {
        title: "Dentist",
        kind: "REPLACEMENT",
        replacementParticipantId: phone.participantId,
        startDateSelected: tomorrow,
        startTime: "08:00",
        endTime: "12:00",
        timeZone: "Europe/Prague",
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [absence] = added.json<ParticipantCalendar>().events;
    expect(absence).toMatchObject({ title: "Dentist", kind: "ABSENT", replacementParticipantId: null });
    expect((await get<ParticipantCalendar>(`/participants/${phone.participantId}/calendar`, admin)).events).toHaveLength(1);
    const duties = await get<{ participantId: number; duties: unknown[] }>("/app/duties?days=14", phone.token);
    expect(duties).toMatchObject({ participantId: phone.participantId, duties: [] });
    expect((await ctx.call({ method: "DELETE", url: `/app/absences/${absence!.id}`, token: phone.token })).json<ParticipantCalendar>().events).toEqual([]);
    expect((await ctx.call({ method: "DELETE", url: `/app/absences/${absence!.id}`, token: phone.token })).statusCode).toBe(400);
  });
});

describe("shift presence", () => {
  it("passes over participants checked out when the plan asks, and lets operators check people in within their scope", async () => {
    const onShift = await nurse();
    const offShift = await nurse();
    const planId = await planWith(ward.id, [onShift.participantId, offShift.participantId], { skipCheckedOut: true });
    expect((await ctx.call({ method: "PUT", url: "/app/shift", token: onShift.token, payload: { checkedIn: true } })).json()).toMatchObject({
      checkedIn: true,
    });
    const pointResponse = await ctx.call({
      method: "POST",
      url: "/alarmpoints",
      token: admin,
      payload: { name: "Night bell", orgId: ward.id, alarmPlanId: planId },
    });
    const triggered = await ctx.call({
      method: "POST",
      url: "/alarm-trigger",
      token: admin,
      payload: { alarmPointId: pointResponse.json<{ id: number }>().id },
    });
    const alarmId = triggered.json<{ id: number }>().id;
    await waitForAlarm(ctx.database.db, alarmId, (alarm) => alarm.status === "PROCESSING");
    const recipients = await ctx.database.db.select().from(alarmRecipients).where(eq(alarmRecipients.alarmId, alarmId));
    expect(recipients.map((recipient) => recipient.participantId)).toEqual([onShift.participantId]);
    const history = await ctx.database.db.select().from(alarmHistory).where(eq(alarmHistory.alarmId, alarmId));
    expect(history.find((entry) => entry.participantId === offShift.participantId)).toMatchObject({ kind: "REPLACED", phrase: { key: "CHECKED_OUT" } });

    const wardOperator = (await ctx.userWith(["ALARM_TABLE"], ward.id)).token;
    const rows = await get<{ list: { participantId: number; checkedIn: boolean }[] }>(
      `/presence?search=${encodeURIComponent(offShift.fullName.split(" ")[1]!)}`,
      wardOperator,
    );
    expect(rows.list).toEqual([expect.objectContaining({ participantId: offShift.participantId, checkedIn: false, since: null })]);
    const checkedIn = await ctx.call({ method: "PUT", url: `/presence/${offShift.participantId}`, token: wardOperator, payload: { checkedIn: true } });
    expect(checkedIn.json()).toMatchObject({ participantId: offShift.participantId, checkedIn: true });
    expect((await get<AppProfile>("/app/me", offShift.token)).shift.checkedIn).toBe(true);
    const depotOperator = (await ctx.userWith(["ALARM_TABLE"], depot.id)).token;
    expect(
      (await ctx.call({ method: "PUT", url: `/presence/${offShift.participantId}`, token: depotOperator, payload: { checkedIn: false } })).statusCode,
    ).toBe(404);
    expect((await ctx.call({ method: "GET", url: `/presence?orgId=${ward.id}`, token: depotOperator })).statusCode).toBe(404);
    expect((await ctx.call({ method: "GET", url: "/presence", token: (await ctx.userWith([], ward.id)).token })).statusCode).toBe(403);
  });
});

describe("predefined apps stay in their organization", () => {
  it("a depot participant is not offered the hospital's apps", async () => {
    await ctx.call({ method: "POST", url: "/alarmpoints/predefined", token: admin, payload: { orgId: hospital.id, appType: "FIRE" } });
    const driver = await nurse(depot.id);
    const apps = (await get<AppProfile>("/app/me", driver.token)).apps;
    expect(apps).toEqual([]);
    const hospitalApps = await get<{ list: PredefinedApp[] }>(`/alarmpoints/predefined/${hospital.id}`, admin);
    expect(hospitalApps.list.length).toBeGreaterThan(0);
  });
});

describe("the participant app's live stream", () => {
  it("sends the participant's new messages, changes of the alarms that reached them and of their lone-worker session, nothing else", async () => {
    const phone = await nurse();
    const other = await nurse();
    const planId = await planWith(ward.id, [phone.participantId]);
    const point = await ctx.call({
      method: "POST",
      url: "/alarmpoints",
      token: admin,
      payload: { name: "Open before the stream", orgId: ward.id, alarmPlanId: planId },
    });
    const openBefore = (
      await ctx.call({ method: "POST", url: "/alarm-trigger", token: admin, payload: { alarmPointId: point.json<{ id: number }>().id } })
    ).json<{ id: number }>().id;
    await waitForAlarm(ctx.database.db, openBefore, (alarm) => alarm.status === "PROCESSING");

    const baseUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openLiveStream(`${baseUrl}/rest/api/app/live`, phone.token);
    expect(stream.response.status).toBe(200);
    const publish = (event: Parameters<typeof LiveHub.publish>[1]) => LiveHub.publish(ctx.database.db, event);
    const message = (login: string, alarmId: number) => ({
      type: "notification" as const,
      login,
      notificationId: alarmId,
      alarmId,
      name: "Boiler",
      text: null,
      respondToken: "token",
    });
    try {
      // The trigger's own events (its alarm started at the trigger, its message) were committed before
      // the stream opened but may reach the instance's listener after: a marker published now comes
      // after all of them, and nothing but those may come before it.
      await publish({ type: "lone-worker", sessionId: 0, orgId: ward.id, participantId: phone.participantId });
      for (;;) {
        const early = await stream.next();
        const data = JSON.parse(early.data) as { alarmId?: number; sessionId?: number };
        if (early.event === "lone-worker" && data.sessionId === 0) break;
        expect(data.alarmId).toBe(openBefore);
      }
      await publish({ type: "alarm", alarmId: 900_001, status: "PROCESSING", orgId: ward.id });
      await publish(message(other.login, 900_002));
      await publish({ type: "lone-worker", sessionId: 1, orgId: ward.id, participantId: other.participantId });
      await publish({ type: "alarm", alarmId: openBefore, status: "ACCEPTED", orgId: ward.id });
      await publish(message(phone.login.toUpperCase(), 900_003));
      await publish({ type: "alarm", alarmId: 900_003, status: "ACCEPTED", orgId: ward.id });
      await publish({ type: "alarm", alarmId: 900_002, status: "ACCEPTED", orgId: ward.id });
      await publish({ type: "lone-worker", sessionId: 2, orgId: ward.id, participantId: phone.participantId });
      const received = [];
      for (let count = 0; count < 4; count++) {
        const next = await stream.next();
        received.push({ event: next.event, ...(JSON.parse(next.data) as { alarmId?: number; sessionId?: number }) });
      }
      expect(received.map(({ event, alarmId, sessionId }) => [event, alarmId ?? sessionId])).toEqual([
        ["alarm", openBefore],
        ["notification", 900_003],
        ["alarm", 900_003],
        ["lone-worker", 2],
      ]);
    } finally {
      stream.close();
    }
  });
});
