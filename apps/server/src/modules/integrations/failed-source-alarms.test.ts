import type { AlarmList, CreatedIntegrationKey } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarms } from "../../db/schema/index.js";
import { alarmRecords, createAlarmPoint, createParticipant, waitForStatus } from "../../../test/alarm-fixtures.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();
let token: string;
let secret: string;
let keyName: string;
let pointId: number;

const enqueue = (payload: object) => ctx.call({ method: "POST", url: "/rest/integrations/v2/enqueue", payload });

/** The alarm of a dedup key, once the engine has ended it FAILURE: its only participant has an SMS device and this server no SMS gateway. */
async function failed(dedupKey: string) {
  const [alarm] = await ctx.database.db.select({ id: alarms.id }).from(alarms).where(eq(alarms.dedupKey, dedupKey));
  await waitForStatus(ctx.database.db, alarm!.id, "FAILURE");
  return alarm!.id;
}

/** An alarm of the key's point that ends FAILURE. */
async function failedAlarm(dedupKey: string) {
  const raised = await enqueue({
    routing_key: secret,
    event_action: "trigger",
    dedup_key: dedupKey,
    payload: { summary: "Pump 3 stopped", source: "plc-3", severity: "error" },
  });
  expect(raised.statusCode, raised.body).toBe(202);
  return failed(dedupKey);
}

const storedAlarm = async (alarmId: number) => (await ctx.database.db.select().from(alarms).where(eq(alarms.id, alarmId)))[0];
const inAlarmTable = async (alarmId: number) =>
  (await ctx.call({ method: "POST", url: "/alarmtable", token, payload: {} })).json<AlarmList>().list.some((row) => row.id === alarmId);

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  const person = await createParticipant(ctx.call, token, { devices: [{ type: "SMS", address: "+420601000077" }] });
  pointId = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [person.id] }], point: { name: "Pumping station" } });
  const created = await ctx.call({
    method: "POST",
    url: `/alarm-points/${pointId}/integration-keys`,
    token,
    payload: { kind: "EVENTS_API_V2", name: "Plant SCADA" },
  });
  ({ secret } = created.json<CreatedIntegrationKey>());
  keyName = created.json<CreatedIntegrationKey>().key.name;
});

describe("a source's alarm that ended unhandled", () => {
  it("leaves the alarm table when the source acknowledges it, keeping FAILURE, and the timeline names the source", async () => {
    const alarmId = await failedAlarm("pump-3/ack");
    expect(await inAlarmTable(alarmId)).toBe(true);
    expect((await enqueue({ routing_key: secret, event_action: "acknowledge", dedup_key: "pump-3/ack" })).statusCode).toBe(202);
    expect(await inAlarmTable(alarmId)).toBe(false);
    const { history } = await alarmRecords(ctx.database.db, alarmId);
    expect(await storedAlarm(alarmId)).toMatchObject({ status: "FAILURE", failureAcknowledgedBy: keyName });
    expect(history.at(-1)).toMatchObject({
      kind: "FAILURE_ACKNOWLEDGED",
      status: "FAILURE",
      actor: keyName,
      detail: `Acknowledged by ${keyName}: no more notifications`,
    });
  });

  it("leaves the alarm table when the source resolves it, and a second resolve changes nothing", async () => {
    const alarmId = await failedAlarm("pump-3/resolve");
    expect((await enqueue({ routing_key: secret, event_action: "resolve", dedup_key: "pump-3/resolve" })).statusCode).toBe(202);
    expect(await inAlarmTable(alarmId)).toBe(false);
    const { history } = await alarmRecords(ctx.database.db, alarmId);
    expect(await storedAlarm(alarmId)).toMatchObject({ status: "FAILURE", failureAcknowledgedBy: keyName, quitReason: `Resolved by ${keyName}` });
    expect(history.at(-1)).toMatchObject({ kind: "RESOLVED", status: "FAILURE", actor: keyName, detail: `Resolved by ${keyName}` });
    expect((await enqueue({ routing_key: secret, event_action: "resolve", dedup_key: "pump-3/resolve" })).statusCode).toBe(202);
    expect((await alarmRecords(ctx.database.db, alarmId)).history).toHaveLength(history.length);
  });

  it("leaves the alarm table when Alertmanager reports its alert resolved", async () => {
    const created = await ctx.call({
      method: "POST",
      url: `/alarm-points/${pointId}/integration-keys`,
      token,
      payload: { kind: "ALERTMANAGER", name: "Prometheus" },
    });
    const { secret: amSecret } = created.json<CreatedIntegrationKey>();
    const alert = (status: "firing" | "resolved") => ({
      status,
      labels: { alertname: "PumpDown" },
      annotations: { summary: "Pump 4 down" },
      startsAt: "2026-11-26T10:00:00Z",
      fingerprint: "pump-4",
    });
    const post = (status: "firing" | "resolved") =>
      ctx.call({
        method: "POST",
        url: "/rest/integrations/alertmanager",
        headers: { authorization: `Bearer ${amSecret}` },
        payload: { version: "4", status, receiver: "console", alerts: [alert(status)] },
      });
    expect((await post("firing")).statusCode).toBe(200);
    const alarmId = await failed("pump-4");
    expect((await post("resolved")).json<{ alarms: { outcome: string }[] }>().alarms[0]!.outcome).toBe("RESOLVED");
    expect(await inAlarmTable(alarmId)).toBe(false);
    const { history } = await alarmRecords(ctx.database.db, alarmId);
    expect(history.at(-1)).toMatchObject({ kind: "RESOLVED", status: "FAILURE", actor: "Prometheus" });
  });
});
