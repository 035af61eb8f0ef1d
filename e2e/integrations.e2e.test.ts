import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../apps/server/test/smtp-sink.js";
import { chooseOption } from "./support/fixtures.js";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * An operator creates an Alertmanager key in the alarm point editor; an alert posted with it
 * appears live in another operator's alarm table with its labels, and its resolution ends it there.
 */
let sink: SmtpSink;
let editor: Page;
let monitor: Page;
let secret: string;
let pointId: number;

// The mail sink starts before the fixture's server, which sends to it, and stops after it.
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const fixture = useSignedInConsole({ env: () => ({ SMTP_URL: sink.url }) });

const POINT = "Database cluster";
const row = () => monitor.locator(".alarm-table tbody tr", { hasText: POINT });

const notification = (status: "firing" | "resolved") => ({
  version: "4",
  status,
  receiver: "alarm-console",
  alerts: [
    {
      status,
      labels: { alertname: "ReplicationLag", instance: "db-2", severity: "critical" },
      annotations: { summary: "Replica db-2 is 5 minutes behind" },
      startsAt: new Date().toISOString(),
      generatorURL: "http://prometheus.example/graph",
      fingerprint: "5a1c0ffee",
    },
  ],
});

async function postAlert(status: "firing" | "resolved") {
  const response = await fetch(`${fixture.url}/rest/integrations/alertmanager`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
    body: JSON.stringify(notification(status)),
  });
  expect(response.status, await response.text()).toBe(200);
}

beforeAll(async () => {
  editor = fixture.page;
  monitor = await fixture.signedInPage();
  const person = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Dana",
    surname: "Oncall",
    orgId: 1,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "EMAIL", address: "dana.oncall@example.com" }],
  });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Database on-call",
    orgId: 1,
    ranks: [{ waitTime: 30, entries: [{ participantId: person.id }] }],
  });
  pointId = (await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: POINT, orgId: 1, alarmPlanId: plan.id, text: "Database alert" })).id;
});

describe("an alert from Alertmanager, through a key made in the console", () => {
  it("creates an Alertmanager key in the alarm point editor and shows its secret once", async () => {
    await editor.goto(`${fixture.url}/alarm-points/${pointId}`);
    await editor.getByRole("tab", { name: "Integrations" }).click();
    await editor.getByText("No integration keys yet").waitFor();
    await editor.locator("#integration-new-key").click();
    const dialog = editor.locator("[data-testid=integration-key-dialog]");
    // The form is in place (its fields drawn) before its button is pressed.
    await dialog.locator("#integration-name").waitFor();
    await dialog.locator("[data-testid=integration-key-create]").click();
    await dialog.getByText("Enter a name.").waitFor();
    await chooseOption(editor, "integration-kind", "Prometheus Alertmanager");
    await editor.locator("#integration-name").fill("Prometheus production");
    await dialog.locator("[data-testid=integration-key-create]").click();

    const created = editor.locator("[data-testid=integration-created]");
    await created.waitFor();
    secret = await created.locator("#integration-secret").inputValue();
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
    expect(await created.locator("#integration-endpoint").inputValue()).toMatch(/\/rest\/integrations\/alertmanager$/);
    expect(await created.locator("#integration-example").textContent()).toContain(secret);
    await created.locator("[data-testid=integration-created-done]").click();
    const listed = editor.locator("[data-testid=integration-keys]");
    await listed.getByText("Prometheus production").waitFor();
    expect(await listed.textContent()).not.toContain(secret);
    expect(await listed.textContent()).toContain(secret.slice(-4));
  });

  it("shows the firing alert live in another operator's alarm table, with its labels in the details", async () => {
    await monitor.goto(`${fixture.url}/alarm-table?tab=0`);
    await monitor.locator(".alarm-live--open").waitFor();
    await monitor.evaluate(() => Object.assign(window, { sameDocument: true }));
    await postAlert("firing");
    await row().waitFor({ timeout: 10_000 });
    await postAlert("firing");
    await expect.poll(() => row().locator("[data-testid=alarm-repeat-count]").getAttribute("data-count"), { timeout: 10_000 }).toBe("1");
    expect(await monitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await row().click();
    const source = monitor.locator("[data-testid=alarm-source]");
    await source.waitFor();
    const labels = await source.locator("[data-testid=alarm-source-labels]").textContent();
    expect(labels).toContain("alertname=ReplicationLag");
    expect(labels).toContain("instance=db-2");
    expect(await source.textContent()).toContain("Prometheus production");
    expect(await monitor.locator(".alarm-details").textContent()).toContain("Replica db-2 is 5 minutes behind");
  });

  it("ends the alarm when Alertmanager says it is resolved, and the table shows it at once", async () => {
    await postAlert("resolved");
    await row().waitFor({ state: "detached", timeout: 10_000 });
    await monitor.goto(`${fixture.url}/alarm-table?tab=2`);
    await row().click();
    await monitor.locator(".alarm-details .alarm-timeline__entry", { hasText: "Resolved by Prometheus production" }).waitFor({ timeout: 10_000 });
  });

  it("refuses the key once it is revoked in the editor", async () => {
    const revoke = editor.locator("[data-testid^=integration-revoke-]").first();
    await revoke.click();
    await editor.getByRole("button", { name: "Revoke key", exact: true }).last().click();
    await toast(editor, "Integration key revoked");
    const response = await fetch(`${fixture.url}/rest/integrations/alertmanager`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify(notification("firing")),
    });
    expect(response.status).toBe(401);
  });
});
