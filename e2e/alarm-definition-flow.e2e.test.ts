import type { AlarmPoint } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { chooseOption, minimalPdf } from "./support/fixtures.js";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * The whole alarm definition in one flow, each step building on the one before: a plan with two
 * ranks, an instruction PDF, an alarm template using the plan, an alarm point made from the
 * template with the PDF attached and its speech text pre-listened, then deleted and restored.
 */

const fixture = useSignedInConsole();

const PLAN = "Flow escalation";
const TEMPLATE = "Flow template";
const POINT = "Building A fire alarm";
const PDF = "evacuation-plan.pdf";
const SPEECH = "Fire alarm in building A. Please leave by the north exit.";

let planId: number;
let pointId: number;

const storedPoint = () => fixture.api<AlarmPoint>("GET", `/rest/api/alarmpoints/${pointId}`);
const pointRow = (name: string) => fixture.page.locator(".points-table tbody tr", { hasText: name });

/** Opens the participant selector of one rank (counting from 1). */
async function selectorOfRank(rank: number) {
  await fixture.page.getByRole("button", { name: `Add participants or groups to Rank ${rank}` }).click();
  const dialog = fixture.page.locator(".rank-selector-dialog");
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  const ids: number[] = [];
  for (const [name, surname] of [
    ["Greta", "Nachtwache"],
    ["Hans", "Feuer"],
  ]) {
    ids.push((await fixture.api<{ id: number }>("POST", "/rest/api/participants", { name, surname, orgId: 1, language: "ENGLISH" })).id);
  }
  await fixture.api("POST", "/rest/api/participant-groups", { name: "Fire brigade", orgId: 1, memberIds: [ids[1]] });
});

describe("alarm definition flow", () => {
  it("builds a plan with a participant found by search in rank 1 and a group in rank 2", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-plans`);
    await fixture.page.getByRole("button", { name: "New" }).first().click();
    await fixture.page.waitForURL(/\/alarm-plans\/new$/);
    await fixture.page.locator("#plan-name").fill(PLAN);

    const first = await selectorOfRank(1);
    await first.getByRole("button", { name: "Search" }).click();
    await first.getByLabel("Surname").fill("Nachtwache");
    await first.locator(".ps-row--participant", { hasText: "Hans Feuer" }).waitFor({ state: "detached" });
    await first.locator(".ps-row--participant", { hasText: "Greta Nachtwache" }).click();
    await first.getByRole("button", { name: "Done" }).click();
    await first.waitFor({ state: "hidden" });
    await fixture.page.locator('.rank-card[data-rank="1"] .rank-entries tbody tr', { hasText: "Greta Nachtwache" }).waitFor();

    await fixture.page.getByRole("button", { name: "Add rank" }).click();
    const second = await selectorOfRank(2);
    await second.locator(".ps-row--group", { hasText: "Fire brigade" }).click();
    await second.getByRole("button", { name: "Done" }).click();
    await second.waitFor({ state: "hidden" });
    await fixture.page.locator('.rank-card[data-rank="2"] .rank-entries tbody tr', { hasText: "Fire brigade" }).waitFor();
    await fixture.page.locator(".plan-editor__footer button[type=submit]").click();
    await fixture.page.locator(".plans-table tbody tr", { hasText: PLAN }).waitFor();

    const { list } = await fixture.api<{ list: { id: number; name: string }[] }>("POST", "/rest/api/list", { type: "ALARMPLAN", pageSize: 100 });
    planId = list.find((plan) => plan.name === PLAN)!.id;
    const plan = await fixture.api<{ ranks: { entries: { title: string }[] }[] }>("GET", `/rest/api/alarmplans/${planId}`);
    expect(plan.ranks.map((rank) => rank.entries.map((entry) => entry.title))).toEqual([["Greta Nachtwache"], ["Fire brigade"]]);
  });

  it("uploads the instruction PDF on the attachments screen", async () => {
    await fixture.page.goto(`${fixture.url}/attachments`);
    await fixture.page.locator(".state-card", { hasText: "No files yet" }).waitFor();
    await fixture.page.locator("#attachments-file-input").setInputFiles([{ name: PDF, mimeType: "application/pdf", buffer: minimalPdf() }]);
    await fixture.page.locator(".upload-panel", { hasText: "Uploads finished" }).waitFor();
    await fixture.page
      .locator(".file-card", { has: fixture.page.locator(".file-card__name", { hasText: PDF }) })
      .locator(".file-icon--pdf")
      .waitFor();
  });

  it("creates an alarm template that uses the plan", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-templates`);
    await fixture.page.getByRole("button", { name: "New" }).first().click();
    await fixture.page.locator("#alarm-template-name").fill(TEMPLATE);
    await fixture.page.locator("#alarm-template-text").fill("Fire alarm in building A");
    await fixture.page.locator("#alarm-template-speechText").fill("Fire alarm.");
    await chooseOption(fixture.page, "alarm-template-acknowledgeMode", "One acknowledgement");
    await chooseOption(fixture.page, "alarm-template-alarmPlanId", PLAN);
    await fixture.page.getByRole("button", { name: "Save" }).click();
    await toast(fixture.page, "Alarm template created");
    await fixture.page.locator(".alarm-templates-table tr", { hasText: TEMPLATE }).getByText(PLAN).waitFor();
  });

  it("makes an alarm point from the template, attaches the PDF, pre-listens the speech text and saves", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-points`);
    await fixture.page.locator(".points-table", { hasText: "No alarm points yet." }).waitFor();
    await fixture.page.getByRole("button", { name: "New from template" }).click();
    const chooser = fixture.page.locator(".p-dialog", { hasText: "New alarm point from a template" });
    await chooser.getByRole("option", { name: new RegExp(TEMPLATE) }).click();
    await chooser.getByRole("button", { name: "Use template" }).click();
    await fixture.page.waitForURL(/\/alarm-points\/new$/);
    await chooser.waitFor({ state: "hidden" });

    const editor = fixture.page.locator(".point-editor");
    await editor.locator(".point-editor__draft").waitFor();
    await expect.poll(() => fixture.page.locator("#alarm-point-name").inputValue()).toBe(TEMPLATE);
    await editor.locator(".p-dropdown:has(#alarm-point-alarmPlanId)", { hasText: PLAN }).waitFor();
    expect(await fixture.page.locator("#alarm-point-speechText").inputValue()).toBe("Fire alarm.");

    await fixture.page.locator("#alarm-point-name").fill(POINT);
    await fixture.page.locator("#alarm-point-systemId").fill("FIRE-A-1");

    await editor.locator(".p-multiselect:has(#alarm-point-instructionFiles)").click();
    const files = fixture.page.locator(".p-multiselect-panel");
    await files.locator(".p-multiselect-item", { hasText: PDF }).click();
    await files.locator(".p-multiselect-close").click();
    await files.waitFor({ state: "detached" });
    await editor.locator(".p-multiselect-token", { hasText: PDF }).waitFor();

    await fixture.page.locator("#alarm-point-speechText").fill(SPEECH);
    await editor.getByRole("button", { name: "Pre-listen" }).click();
    const audio = editor.locator("audio.prelisten-player__audio");
    await audio.waitFor();
    expect(await audio.getAttribute("src")).toMatch(/^\/rest\/api\/alarmpoints\/prelisten\/\S+$/);
    await expect
      .poll(
        () =>
          audio.evaluate((element: HTMLAudioElement) => ({ ready: element.readyState >= 1, duration: element.duration, error: element.error?.code ?? null })),
        { timeout: 20_000 },
      )
      .toMatchObject({ ready: true, duration: expect.toSatisfy((seconds: number) => seconds > 2 && seconds < 15), error: null });

    await editor.locator(".point-editor__footer button[type=submit]").click();
    await toast(fixture.page, `${POINT} was saved.`);
    await fixture.page.waitForURL(/\/alarm-points\/\d+$/);
    pointId = Number(/\/alarm-points\/(\d+)$/.exec(fixture.page.url())![1]);

    const saved = await storedPoint();
    expect(saved).toMatchObject({
      name: POINT,
      systemId: "FIRE-A-1",
      alarmPlanId: planId,
      alarmPlanName: PLAN,
      text: "Fire alarm in building A",
      speechText: SPEECH,
      acknowledgeMode: "ONE",
      alarmPointType: "STANDARD",
      deleted: false,
      instructionFiles: [expect.objectContaining({ name: PDF, path: `1/${PDF}`, type: "pdf" })],
    });
  });

  it("deletes the point after confirming, restores it from the deleted alarm points, and keeps its instruction file", async () => {
    await fixture.page.locator(".point-editor__footer").getByRole("button", { name: "Delete" }).click();
    await fixture.page.locator(".p-confirm-dialog").getByRole("button", { name: "Delete" }).click();
    await toast(fixture.page, `${POINT} was moved to the deleted alarm points.`);
    await fixture.page.waitForURL(/\/alarm-points$/);
    await fixture.page.locator(".points-table", { hasText: "No alarm points yet." }).waitFor();
    expect(await storedPoint()).toMatchObject({ deleted: true });

    await fixture.page.goto(`${fixture.url}/deleted-alarm-points`);
    await pointRow(POINT).click();
    await fixture.page.locator(".deleted-points-toolbar").getByRole("button", { name: "Restore" }).click();
    await toast(fixture.page, `${POINT} is active again.`);
    await fixture.page.locator(".points-table", { hasText: "No deleted alarm points." }).waitFor();

    await fixture.page.goto(`${fixture.url}/alarm-points`);
    await pointRow(POINT).getByText("FIRE-A-1").waitFor();
    const restored = await storedPoint();
    expect(restored).toMatchObject({ deleted: false, alarmPlanId: planId, speechText: SPEECH });
    expect(restored.instructionFiles.map((file) => file.path)).toEqual([`1/${PDF}`]);
  });
});
