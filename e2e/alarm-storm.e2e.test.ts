import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../apps/server/test/smtp-sink.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * An alarm storm as the alarm centre meets it (issue 36): 40 alarms of 20 breakers arrive within
 * seconds; a grouping rule puts them into one incident. The alarm table shows the incident with its
 * count growing live, the person on duty gets one email for all of it, and the alarm load report of
 * the day names the flood, its peak rate and the bad actors.
 */
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const fixture = useSignedInConsole({ env: () => ({ SMTP_URL: sink.url, FLOOD_ALARMS: "10", CHATTER_ALARMS: "3" }) });
const EMAIL = "grid-duty@example.com";
const BREAKERS = 20;
let points: number[] = [];
let dutyId: number;

beforeAll(async () => {
  const duty = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Greta",
    surname: "Grid",
    orgId: 1,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "EMAIL", address: EMAIL }],
  });
  dutyId = duty.id;
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Grid duty",
    orgId: 1,
    ranks: [{ waitTime: 60, entries: [{ participantId: duty.id }] }],
  });
  points = [];
  for (let i = 1; i <= BREAKERS; i++) {
    points.push(
      (await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: `Breaker ${String(i).padStart(2, "0")}`, orgId: 1, alarmPlanId: plan.id })).id,
    );
  }
  await fixture.api("POST", "/grouping-rules", { orgId: 1, name: "Substation storm", alarmPointIds: points, windowMinutes: 10 });
});

const incidentBadge = () => fixture.page.getByTestId("alarm-incident").first();
const countShown = async () => Number(await incidentBadge().getAttribute("data-count"));
const raise = (pointId: number) => fixture.api("POST", "/alarm-trigger", { alarmPointId: pointId });

describe("an alarm storm", () => {
  it("shows one incident whose count grows live, and alerts the person on duty once", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-table?tab=0`);
    await raise(points[0]!);
    await raise(points[1]!);
    await incidentBadge().waitFor();
    expect(await countShown()).toBe(2);

    // The rest of the storm, while the table stays open: every breaker once more, then all again.
    await Promise.all(points.slice(2).map(raise));
    await expect.poll(countShown, { timeout: 15_000 }).toBe(BREAKERS);
    await Promise.all(points.map(raise));
    await expect.poll(countShown, { timeout: 15_000 }).toBe(2 * BREAKERS);
    await expect(fixture.page.locator(".alarm-table tbody tr").count()).resolves.toBe(1);

    // Opened, the incident lists its latest alarms.
    await incidentBadge().getByRole("button").click();
    await expect.poll(() => fixture.page.getByTestId("incident-alarm").count()).toBe(10);

    await sink.waitFor((message) => message.rcptTo.includes(EMAIL), 15_000);
    // Time for more mail to arrive, were any on its way.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sink.messages.filter((message) => message.rcptTo.includes(EMAIL))).toHaveLength(1);
  });

  it("is named in the day's alarm load report: the flood, its peak rate and the bad actors", async () => {
    await fixture.page.goto(`${fixture.url}/reports/alarm-load`);
    const floods = fixture.page.getByRole("region", { name: "Floods", exact: true });
    // One flood of the storm's 40 alarms, all within its busiest ten minutes.
    const flood = floods.locator("tbody tr");
    await flood.first().waitFor();
    expect(await flood.count()).toBe(1);
    await expect(flood.first().locator("td").allInnerTexts()).resolves.toEqual(expect.arrayContaining([String(2 * BREAKERS), String(2 * BREAKERS)]));
    const peak = fixture.page.locator("tr", { hasText: "Alarms in the busiest 10 minutes" }).first();
    await expect(peak.innerText()).resolves.toContain(String(2 * BREAKERS));
    // Each breaker raised two of the 40 alarms: the top ten are half of them.
    const badActors = fixture.page.getByRole("region", { name: "Bad actors", exact: true }).locator("tbody tr");
    expect(await badActors.count()).toBe(10);
    await expect(badActors.first().innerText()).resolves.toMatch(/Breaker \d\d/);
    await expect(badActors.first().innerText()).resolves.toContain("5");
  });

  it("shows a flood beyond the rules with its rate, and lets the operator lift it", async () => {
    // Three breakers no rule takes: the organization is past FLOOD_ALARMS, so they form its flood.
    const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
      name: "Yard duty",
      orgId: 1,
      ranks: [{ waitTime: 60, entries: [{ participantId: dutyId }] }],
    });
    for (let i = 1; i <= 3; i++) {
      const point = await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: `Yard breaker ${i}`, orgId: 1, alarmPlanId: plan.id });
      await raise(point.id);
    }
    await fixture.page.goto(`${fixture.url}/alarm-table?tab=0`);
    const banner = fixture.page.getByTestId("flood-banner");
    await banner.getByText("Alarm flood in", { exact: false }).waitFor();
    await banner.getByText(`${2 * BREAKERS + 3} alarms in the last 10 minutes (more than 10 is a flood).`, { exact: false }).waitFor();
    await banner.getByRole("button", { name: "Lift flood" }).click();
    await banner.getByRole("button", { name: "Lift", exact: true }).click();
    await banner.waitFor({ state: "detached" });
    expect((await fixture.api<{ list: unknown[] }>("GET", "/incidents/floods")).list).toEqual([]);
  });
});
