import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CreatedIntegrationKey } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alarms } from "../../db/schema/index.js";
import { createAlarmPoint, createParticipant } from "../../../test/alarm-fixtures.js";
import { useMailingTestApp } from "../../../test/test-app.js";
import { freePort } from "../../../test/free-port.js";

/** Debian's prometheus-alertmanager (installed by .ci/run): the test fails, never skips, without it. */
const ALERTMANAGER = process.env.ALERTMANAGER_BIN ?? "/usr/bin/prometheus-alertmanager";

const ctx = useMailingTestApp();

let alertmanager: ChildProcess;
let alertmanagerUrl: string;
let workDir: string;
let webhookKeyId: number;
let pagerDutyKeyId: number;

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const alarmsOfKey = (keyId: number) => ctx.database.db.select().from(alarms).where(eq(alarms.integrationKeyId, keyId)).orderBy(alarms.id);

/** Posts alerts to Alertmanager's own API, as Prometheus does. */
async function postAlerts(alerts: object[]) {
  const response = await fetch(`${alertmanagerUrl}/api/v2/alerts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(alerts),
  });
  expect(response.status, await response.text()).toBe(200);
}

const diskFull = (receiver: string, endsAt?: Date) => ({
  labels: { alertname: "DiskFull", instance: "db-1", severity: "critical", route: receiver },
  annotations: { summary: "Disk full on db-1", description: "Less than 1 % left on /var" },
  generatorURL: "http://prometheus.example/graph?g0.expr=disk",
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  ...(endsAt ? { endsAt: endsAt.toISOString() } : {}),
});

beforeAll(async () => {
  const token = (await ctx.signIn("admin")).token;
  const person = await createParticipant(ctx.call, token, { devices: [{ type: "EMAIL", address: "oncall@alarm.test" }] });
  const pointId = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [person.id], waitTime: 30 }] });
  const newKey = async (kind: string) => {
    const response = await ctx.call({
      method: "POST",
      url: `/alarm-points/${pointId}/integration-keys`,
      token,
      payload: { kind, name: `Alertmanager ${kind}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreatedIntegrationKey>();
  };
  const webhookKey = await newKey("ALERTMANAGER");
  const pagerDutyKey = await newKey("EVENTS_API_V2");
  webhookKeyId = webhookKey.key.id;
  pagerDutyKeyId = pagerDutyKey.key.id;

  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const ours = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  workDir = await mkdtemp(join(tmpdir(), "alertmanager-"));
  // Both receivers the README documents: the webhook with a bearer key, and PagerDuty's pointed at our Events API.
  await writeFile(
    join(workDir, "alertmanager.yml"),
    `route:
  receiver: webhook
  group_by: [alertname, instance]
  group_wait: 1s
  group_interval: 1s
  repeat_interval: 2s
  routes:
    - matchers: ['route="pagerduty"']
      receiver: pagerduty
receivers:
  - name: webhook
    webhook_configs:
      - url: ${ours}/rest/integrations/alertmanager
        send_resolved: true
        http_config:
          authorization:
            credentials: ${webhookKey.secret}
  - name: pagerduty
    pagerduty_configs:
      - routing_key: ${pagerDutyKey.secret}
        url: ${ours}/rest/integrations/v2/enqueue
        send_resolved: true
`,
  );
  const port = await freePort();
  alertmanagerUrl = `http://127.0.0.1:${port}`;
  alertmanager = spawn(
    ALERTMANAGER,
    [`--config.file=${join(workDir, "alertmanager.yml")}`, `--storage.path=${workDir}`, `--web.listen-address=127.0.0.1:${port}`, "--cluster.listen-address="],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  alertmanager.stderr!.on("data", (chunk) => (log = (log + String(chunk)).slice(-4000)));
  const exited = new Promise<never>((_, reject) => alertmanager.once("exit", (code) => reject(new Error(`alertmanager exited (${code}): ${log}`))));
  const ready = waitFor("Alertmanager to be ready", async () => ((await fetch(`${alertmanagerUrl}/-/ready`).catch(() => null))?.ok ? true : undefined));
  await Promise.race([ready, exited]);
}, 60_000);

afterAll(async () => {
  // Alertmanager writes its state on the way out: its folder is removed once it has exited.
  if (alertmanager && alertmanager.exitCode === null) {
    const exited = new Promise((resolve) => alertmanager.once("exit", resolve));
    alertmanager.kill();
    await exited;
  }
  if (workDir) await rm(workDir, { recursive: true, force: true, maxRetries: 3 });
});

describe("a real Alertmanager", () => {
  it("webhook receiver: a firing alert becomes one alarm with its labels, repeats fold into it, resolution ends it", async () => {
    await postAlerts([diskFull("webhook")]);
    const [alarm] = await waitFor("the alarm", async () => {
      const rows = await alarmsOfKey(webhookKeyId);
      return rows.length ? rows : undefined;
    });
    expect(alarm!.text).toContain("Disk full on db-1");
    expect(alarm!.priority).toBe(1);
    expect(alarm!.source).toMatchObject({
      kind: "ALERTMANAGER",
      labels: { alertname: "DiskFull", instance: "db-1" },
      annotations: { description: "Less than 1 % left on /var" },
    });
    // Alertmanager notifies again every repeat interval while the alert fires: still one alarm, repeats counted.
    await waitFor("a repeat", async () => ((await alarmsOfKey(webhookKeyId))[0]!.repeatCount >= 1 ? true : undefined));
    expect(await alarmsOfKey(webhookKeyId)).toHaveLength(1);

    await postAlerts([diskFull("webhook", new Date())]);
    const ended = await waitFor("the resolution", async () => {
      const [row] = await alarmsOfKey(webhookKeyId);
      return row!.endedAt ? row : undefined;
    });
    expect(ended).toMatchObject({ status: "FINISHED", quitReason: "Resolved by Alertmanager ALERTMANAGER" });
  });

  it("PagerDuty receiver against our Events API v2: triggers and resolves by Alertmanager's dedup key", async () => {
    await postAlerts([diskFull("pagerduty")]);
    const [alarm] = await waitFor("the alarm", async () => {
      const rows = await alarmsOfKey(pagerDutyKeyId);
      return rows.length ? rows : undefined;
    });
    // Alertmanager sends its default severity, "error", unless the receiver sets one.
    expect(alarm!.source).toMatchObject({ kind: "EVENTS_API_V2", severity: "error", fields: { source: expect.any(String) } });
    expect(alarm!.priority).toBe(3);
    expect(alarm!.dedupKey).toMatch(/^[0-9a-f]{64}$/);
    await postAlerts([diskFull("pagerduty", new Date())]);
    const ended = await waitFor("the resolution", async () => {
      const [row] = await alarmsOfKey(pagerDutyKeyId);
      return row!.endedAt ? row : undefined;
    });
    expect(ended!.status).toBe("FINISHED");
    expect(await alarmsOfKey(pagerDutyKeyId)).toHaveLength(1);
  });
});
