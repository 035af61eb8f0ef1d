import { beforeAll, describe, expect, it } from "vitest";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();

type PlanRow = { id: number; name: string };
type Plan = { ranks: { waitTime: number; entries: { title: string; participantId: number | null; participantGroupId: number | null }[] }[] };

const plans = async () => (await fixture.api<{ list: PlanRow[] }>("POST", "/list", { type: "ALARMPLAN", pageSize: 1000 })).list;

beforeAll(async () => {
  const ids: number[] = [];
  for (const [name, surname] of [
    ["Greta", "Nachtwache"],
    ["Otto", "Reserve"],
    ["Paul", "Pumpe"],
  ]) {
    ids.push((await fixture.api<{ id: number }>("POST", "/participants", { name, surname, orgId: 1, language: "GERMAN" })).id);
  }
  await fixture.api("POST", "/participant-groups", { name: "Fire brigade", orgId: 1, memberIds: [ids[2]] });
});

/** Opens the participant selector for one rank (counting from 1). */
async function chooseFor(rank: number) {
  await fixture.page.getByRole("button", { name: `Add participants or groups to Rank ${rank}` }).click();
  const dialog = fixture.page.locator(".rank-selector-dialog");
  await dialog.waitFor();
  return dialog;
}

describe("alarm plans", () => {
  it("creates a plan with two ranks, one participant found by search and one group, and shows it again after a reload", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-plans`);
    await fixture.page.getByRole("button", { name: "New" }).first().click();
    await fixture.page.waitForURL(/\/alarm-plans\/new$/);
    await fixture.page.locator("#plan-name").fill("Night escalation");

    const first = await chooseFor(1);
    await first.getByRole("button", { name: "Search" }).click();
    await first.getByLabel("Surname").fill("Nachtwache");
    await first.locator(".ps-row--participant", { hasText: "Otto Reserve" }).waitFor({ state: "detached" });
    await first.locator(".ps-row--participant", { hasText: "Greta Nachtwache" }).click();
    await first.getByRole("button", { name: "Done" }).click();
    await first.waitFor({ state: "hidden" });
    await fixture.page.locator('.rank-card[data-rank="1"] .rank-entries tbody tr', { hasText: "Greta Nachtwache" }).waitFor();

    await fixture.page.getByRole("button", { name: "Add rank" }).click();
    const second = await chooseFor(2);
    await second.locator(".ps-row--group", { hasText: "Fire brigade" }).click();
    await second.getByRole("button", { name: "Done" }).click();
    await second.waitFor({ state: "hidden" });
    await fixture.page.locator("#plan-rank-1-wait").fill("12");
    await fixture.page.locator("#plan-rank-1-wait").press("Tab");
    await fixture.page.locator(".plan-editor__footer button[type=submit]").click();
    await fixture.page.locator(".plans-table tbody tr", { hasText: "Night escalation" }).waitFor();

    await fixture.page.reload();
    await fixture.page.locator(".plans-table a", { hasText: "Night escalation" }).click();
    await fixture.page.waitForURL(/\/alarm-plans\/\d+$/);
    const rankOne = fixture.page.locator('.rank-card[data-rank="1"]');
    const rankTwo = fixture.page.locator('.rank-card[data-rank="2"]');
    await rankOne.locator(".rank-entries tbody tr", { hasText: "Greta Nachtwache" }).waitFor();
    await rankTwo.locator(".rank-entries tbody tr", { hasText: "Fire brigade" }).waitFor();
    expect(await fixture.page.locator("#plan-rank-1-wait").inputValue()).toBe("12 min");
    expect(await fixture.page.locator("#plan-rank-0-wait").inputValue()).toBe("5 min");

    const id = Number(/\/alarm-plans\/(\d+)/.exec(fixture.page.url())![1]);
    const saved = await fixture.api<Plan>("GET", `/alarmplans/${id}`);
    expect(saved.ranks.map((rank) => [rank.waitTime, ...rank.entries.map((entry) => entry.title)])).toEqual([
      [5, "Greta Nachtwache"],
      [12, "Fire brigade"],
    ]);
  });

  it("shows the inline error for a rank with no one and saves nothing", async () => {
    const before = await plans();
    await fixture.page.goto(`${fixture.url}/alarm-plans/new`);
    await fixture.page.locator("#plan-name").fill("Half-finished plan");
    const first = await chooseFor(1);
    await first.locator(".ps-row--participant", { hasText: "Otto Reserve" }).click();
    await first.getByRole("button", { name: "Done" }).click();
    await fixture.page.getByRole("button", { name: "Add rank" }).click();
    await fixture.page.locator(".plan-editor__footer button[type=submit]").click();

    await fixture.page.locator("#plan-rank-1-error", { hasText: "Add at least one participant or group to this rank." }).waitFor();
    expect(await fixture.page.locator("#plan-rank-0-error").count()).toBe(0);
    expect(fixture.page.url()).toMatch(/\/alarm-plans\/new$/);
    expect(await plans()).toEqual(before);
  });
});
