import type { AlarmLiveEvent } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { LiveHub } from "../../core/live-hub.js";
import { createTestOrganization } from "../../../test/factories.js";
import { openLiveStream } from "../../../test/live-stream-reader.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();
let baseUrl: string;
let plant: number, hall: number, depot: number;
let operator: { token: string; login: string };

/** GET /alarms/live over real HTTP. */
const openStream = (token?: string) => openLiveStream(`${baseUrl}/rest/api/alarms/live`, token);

const publish = (event: AlarmLiveEvent) => LiveHub.publish(ctx.database.db, event);
const alarmEvent = (alarmId: number, orgId: number): AlarmLiveEvent => ({ type: "alarm", alarmId, status: "PROCESSING", orgId });
const notification = (login: string, notificationId: number): AlarmLiveEvent => ({
  type: "notification",
  login,
  notificationId,
  alarmId: 1,
  name: "Boiler",
  text: "Pressure",
  respondToken: "token",
});

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  plant = (await createTestOrganization(ctx.database.db, { name: "Plant" })).id;
  hall = (await createTestOrganization(ctx.database.db, { name: "Hall", parentId: plant })).id;
  depot = (await createTestOrganization(ctx.database.db, { name: "Depot" })).id;
  const signedIn = await ctx.userWith(["ALARM_TABLE"], plant);
  operator = { token: signedIn.token, login: signedIn.user.login };
});

describe("the live alarm stream", () => {
  it("is an unbuffered event stream", async () => {
    const stream = await openStream(operator.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    stream.close();
  });

  it("brings the changes of alarms in the caller's subtree and the messages for the caller's login, nothing else", async () => {
    const stream = await openStream(operator.token);
    // Notifications keep their order, so had the first two been sent they would arrive first.
    await publish(alarmEvent(1, depot));
    await publish(notification("someone-else", 1));
    await publish(alarmEvent(2, hall));
    await publish(notification(operator.login.toUpperCase(), 2));
    await publish(alarmEvent(3, plant));

    expect(await stream.next()).toEqual({ event: "alarm", data: JSON.stringify(alarmEvent(2, hall)) });
    const message = await stream.next();
    expect(message.event).toBe("notification");
    expect(JSON.parse(message.data)).toEqual(notification(operator.login.toUpperCase(), 2));
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ alarmId: 3, orgId: plant });
    expect(stream.comments).toContain(": connected");
    stream.close();
  });

  it("brings every organization's changes to the total system", async () => {
    const admin = await ctx.signIn("admin");
    // Left open: stopping the server must end it.
    const stream = await openStream(admin.token);
    await publish(alarmEvent(4, depot));
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ alarmId: 4, orgId: depot });
  });

  it("needs a signed-in caller holding ALARM_TABLE", async () => {
    const anonymous = await fetch(`${baseUrl}/rest/api/alarms/live`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe("UNAUTHORIZED");
    const { token } = await ctx.userWith(["ALARM_PANEL"], plant);
    const refused = await fetch(`${baseUrl}/rest/api/alarms/live`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
  });
});
