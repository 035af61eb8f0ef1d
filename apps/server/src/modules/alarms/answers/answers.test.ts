import type { ParticipantLanguage } from "@alarm/contract";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app.js";
import { sharedSetting } from "../../../core/shared-settings.js";
import { alarmHistory, alarmNotifications, alarmRecipients, alarms, instructionFiles } from "../../../db/schema/index.js";
import { ResponseTokens } from "../../../engine/response-token.js";
import { preferredParticipantLanguage } from "./accept-language.js";

const ctx = useTestApp();
let sequence = 0;

// The same shared secret the engine signs message links with.
const tokens = new ResponseTokens(() => sharedSetting(ctx.database.db, "response-link-secret", () => randomBytes(32).toString("base64url")));

/** A message of a running alarm to one participant, as the engine leaves it once sent; answers its link token. */
async function sentMessage(
  options: { language?: ParticipantLanguage; text?: string | null; ended?: boolean; name?: string; instructionFileIds?: number[] } = {},
) {
  const db = ctx.database.db;
  const [alarm] = await db
    .insert(alarms)
    .values({
      orgId: 1,
      name: options.name ?? `Fire in hall ${++sequence}`,
      icon: { name: "bell", color: "#989898" },
      status: options.ended ? "CANCELED" : "PROCESSING",
      priority: 5,
      text: options.text === undefined ? "Smoke detected\nLeave by the north exit" : options.text,
      plan: { ranks: [] },
      mediaProcessingType: "BY_RANK",
      mediaUsageType: "ALL",
      acknowledgeMode: "NONE",
      confirmPriority: 1,
      localAcknowledgeTime: 5,
      countRepeat: 0,
      repeatBetween: 0,
      triggeredBy: "admin",
      endedAt: options.ended ? new Date() : null,
      instructionFileIds: options.instructionFileIds ?? [],
    })
    .returning();
  const [recipient] = await db
    .insert(alarmRecipients)
    .values({ alarmId: alarm!.id, participantId: 5000 + sequence, name: "Pat Jones", language: options.language ?? "ENGLISH", rank: 1, status: "NOTIFIED" })
    .returning();
  const [notification] = await db
    .insert(alarmNotifications)
    .values({
      alarmId: alarm!.id,
      recipientId: recipient!.id,
      participantId: recipient!.participantId,
      deviceType: "EMAIL",
      address: "pat@example.test",
      round: 1,
      rank: 1,
      status: "SENT",
      messageId: randomUUID(),
    })
    .returning();
  const token = await tokens.sign(notification!.id, new Date(Date.now() + 3_600_000));
  return { token, alarmId: alarm!.id, recipientId: recipient!.id, name: alarm!.name };
}

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const open = (token: string, query = "", headers: Record<string, string> = html) => ctx.call({ method: "GET", url: `/respond/${token}${query}`, headers });
const sendForm = (token: string, answer: string) =>
  ctx.call({
    method: "POST",
    url: `/respond/${token}`,
    headers: { ...html, "content-type": "application/x-www-form-urlencoded" },
    payload: `answer=${answer}`,
  });
const sendJson = (token: string, answer: string) =>
  ctx.call({ method: "POST", url: `/respond/${token}`, headers: { accept: "application/json" }, payload: { answer } });

async function recipientStatus(recipientId: number) {
  const [recipient] = await ctx.database.db.select().from(alarmRecipients).where(eq(alarmRecipients.id, recipientId));
  return recipient!.status;
}

const answersRecorded = async (alarmId: number) =>
  (await ctx.database.db.select().from(alarmHistory).where(eq(alarmHistory.alarmId, alarmId))).filter((entry) => ["ACCEPTED", "DECLINED"].includes(entry.kind));

describe("participant response page", () => {
  it("shows the alarm with both answers as a form, in the participant's language, and records nothing", async () => {
    const message = await sentMessage({ language: "GERMAN" });
    const page = await open(message.token);

    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain(`<h1>${message.name}</h1>`);
    expect(page.body).toContain("Smoke detected<br>Leave by the north exit");
    expect(page.body).toContain(`<form method="post" action="${message.token}">`);
    expect(page.body).toContain('<button type="submit" name="answer" value="accept" class="accept">Annehmen</button>');
    expect(page.body).toContain('<button type="submit" name="answer" value="decline" class="decline">Ablehnen</button>');
    expect(page.body).not.toContain("<script");
    expect(await recipientStatus(message.recipientId)).toBe("NOTIFIED");
    expect(await answersRecorded(message.alarmId)).toEqual([]);
  });

  it("highlights the answer a link names but leaves the choice to the participant (mail scanners open links)", async () => {
    const message = await sentMessage({ language: "CZECH" });
    const page = await open(message.token, "?answer=decline");

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="choices preselected"');
    expect(page.body).toContain('value="decline" class="decline chosen" autofocus>Odmítnout</button>');
    expect(page.body).toContain('value="accept" class="accept">Přijmout</button>');
    expect(page.body).toContain("Potvrďte svou odpověď zvýrazněným tlačítkem.");
    expect(await recipientStatus(message.recipientId)).toBe("NOTIFIED");

    const unknown = await open(message.token, "?answer=maybe");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain("autofocus");
    expect(unknown.body).toContain(`<div class="choices">`);
  });

  it("escapes the alarm's name and text", async () => {
    const message = await sentMessage({ name: '<img src=x onerror="alert(1)">', text: "<script>alert(2)</script> & more" });
    const page = await open(message.token);
    expect(page.body).not.toContain("<img");
    expect(page.body).not.toContain("<script>");
    expect(page.body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page.body).toContain("&lt;script&gt;alert(2)&lt;/script&gt; &amp; more");
  });

  it("records an accept sent from the form and says so; the alarm is accepted", async () => {
    const message = await sentMessage({ language: "GERMAN" });
    const answered = await sendForm(message.token, "accept");

    expect(answered.statusCode).toBe(200);
    expect(answered.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answered.body).toContain("Danke, Sie haben den Alarm angenommen.");
    expect(answered.body).not.toContain("<form");
    expect(await recipientStatus(message.recipientId)).toBe("ACCEPTED");
    const [alarm] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, message.alarmId));
    expect(alarm!.status).toBe("ACCEPTED");
    expect((await answersRecorded(message.alarmId)).map((entry) => [entry.kind, entry.detail])).toEqual([["ACCEPTED", "via link"]]);
  });

  it("keeps the first answer: a second one is told which answer stands, and the page shows it", async () => {
    const message = await sentMessage();
    await sendForm(message.token, "decline");
    const again = await sendForm(message.token, "accept");

    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("You have already declined this alarm.");
    expect(await recipientStatus(message.recipientId)).toBe("DECLINED");
    const page = await open(message.token, "?answer=accept");
    expect(page.body).toContain("You have already declined this alarm.");
    expect(page.body).not.toContain("<form");
    expect(await answersRecorded(message.alarmId)).toHaveLength(1);
  });

  it("tells that the alarm has already ended, and records nothing", async () => {
    const message = await sentMessage({ ended: true });
    expect((await open(message.token)).body).toContain("This alarm has already ended; no answer is needed any more.");
    const answered = await sendForm(message.token, "accept");
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain("This alarm has already ended");
    expect(await recipientStatus(message.recipientId)).toBe("NOTIFIED");
  });

  it("answers a program in JSON: what the link answers, and the outcome of an answer", async () => {
    const message = await sentMessage({ text: null });
    const subject = await open(message.token, "", { accept: "application/json" });
    expect(subject.json()).toEqual({
      alarmId: message.alarmId,
      alarmName: message.name,
      text: null,
      participantName: "Pat Jones",
      language: "ENGLISH",
      answer: null,
      alarmEnded: false,
    });

    const answered = await sendJson(message.token, "decline");
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ outcome: "RECORDED", alarmId: message.alarmId, alarmName: message.name, status: "PROCESSING", answer: "DECLINE" });
    expect((await sendJson(message.token, "accept")).json()).toMatchObject({ outcome: "ALREADY_ANSWERED", answer: "DECLINE" });
    expect((await answersRecorded(message.alarmId)).map((entry) => entry.detail)).toEqual(["via link"]);
  });

  it("answers a forged, expired or unknown link with 404: a page in the browser's language, or {code, reason}", async () => {
    const message = await sentMessage();
    const forged = `${message.token.slice(0, -4)}AAAA`;
    const expired = await tokens.sign(1, new Date(Date.now() - 1000));
    const unknown = await tokens.sign(987_654_321, new Date(Date.now() + 60_000));

    for (const token of [forged, expired, unknown, "not-a-token"]) {
      const page = await open(token, "?answer=accept", { ...html, "accept-language": "fr-FR,de;q=0.9,en;q=0.8" });
      expect(page.statusCode, token).toBe(404);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body).toContain('<html lang="de">');
      expect(page.body).toContain("<h1>Dieser Link ist ungültig oder abgelaufen</h1>");
      const posted = await sendForm(token, "accept");
      expect(posted.statusCode).toBe(404);
      expect(posted.body).toContain("<h1>This link is not valid or has expired</h1>");
      const json = await sendJson(token, "accept");
      expect(json.statusCode).toBe(404);
      expect(json.json()).toEqual({ code: "NOT_FOUND", reason: "This link is not valid or has expired" });
    }
    expect(await recipientStatus(message.recipientId)).toBe("NOTIFIED");
  });

  it("refuses an answer that is neither accept nor decline", async () => {
    const message = await sentMessage();
    const refused = await sendJson(message.token, "maybe");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "answer" }] });
    expect((await sendForm(message.token, "")).statusCode).toBe(400);
    expect(await recipientStatus(message.recipientId)).toBe("NOTIFIED");
  });
});

describe("instruction files behind a response link", () => {
  async function storedFile(name: string, content: string) {
    const folder = join(ctx.config.instructionsDir, "1");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), content);
    const [row] = await ctx.database.db
      .insert(instructionFiles)
      .values({ orgId: 1, name, path: `1/${name}`, type: "txt", size: content.length, contentType: "text/plain; charset=utf-8" })
      .returning();
    return row!.id;
  }

  it("serves the files of the link's alarm without a login, and only those", async () => {
    const attached = await storedFile("evacuation plan.txt", "Leave by the north exit");
    const other = await storedFile("other.txt", "not for this alarm");
    const message = await sentMessage({ instructionFileIds: [attached] });

    const file = await ctx.call({ method: "GET", url: `/respond/${message.token}/files/${attached}` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("Leave by the north exit");
    expect(file.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(file.headers["content-disposition"]).toContain('attachment; filename="evacuation plan.txt"');
    expect(file.headers["content-security-policy"]).toContain("sandbox");

    expect((await ctx.call({ method: "GET", url: `/respond/${message.token}/files/${other}`, headers: html })).statusCode).toBe(404);
    const forged = await ctx.call({
      method: "GET",
      url: `/respond/${message.token.slice(0, -3)}xyz/files/${attached}`,
      headers: { accept: "application/json" },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe("NOT_FOUND");
  });
});

describe("preferred participant language", () => {
  it("takes the browser's most preferred of English, German and Czech", () => {
    expect(preferredParticipantLanguage(undefined)).toBe("ENGLISH");
    expect(preferredParticipantLanguage("cs-CZ,cs;q=0.9,en;q=0.8")).toBe("CZECH");
    expect(preferredParticipantLanguage("fr;q=1, en;q=0.5, de;q=0.7")).toBe("GERMAN");
    expect(preferredParticipantLanguage("de;q=0, en;q=0.1")).toBe("ENGLISH");
    expect(preferredParticipantLanguage("it,fr")).toBe("ENGLISH");
  });
});
