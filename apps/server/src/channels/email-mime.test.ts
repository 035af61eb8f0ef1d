import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { mimeMessage, parseAddress } from "./email-mime.js";

const message = (overrides: Partial<Parameters<typeof mimeMessage>[0]> = {}) =>
  mimeMessage({
    from: parseAddress("Alarm centre <alarms@example.test>"),
    to: { name: "Pat Doe", address: "pat@example.test" },
    subject: "ALARM: Fire in hall 3",
    text: "Smoke in hall 3",
    html: "<p>Smoke in hall 3</p>",
    messageId: "0b7c@alarm-console",
    date: new Date("2026-11-26T10:00:00Z"),
    headers: { "X-Priority": "1 (Highest)" },
    ...overrides,
  });

describe("alarm email MIME", () => {
  it("is read back by a mail parser as written: addresses, subject, both parts, Message-ID and date", async () => {
    const mail = await simpleParser(message());
    expect(mail.from?.value).toEqual([{ name: "Alarm centre", address: "alarms@example.test" }]);
    expect(mail.to).toMatchObject({ value: [{ name: "Pat Doe", address: "pat@example.test" }] });
    expect(mail.subject).toBe("ALARM: Fire in hall 3");
    expect(mail.text).toBe("Smoke in hall 3");
    expect(mail.html).toBe("<p>Smoke in hall 3</p>");
    expect(mail.messageId).toBe("<0b7c@alarm-console>");
    expect(mail.date?.toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect(mail.headers.get("priority")).toBe("high");
  });

  it("encodes German and Czech names and subjects and long bodies without breaking a character or a line limit", async () => {
    const subject = `POPLACH: Požár v hale č. 3 – ${"evakuujte budovu ".repeat(8)}`.trim();
    const body = `Žluťoučký kůň úpěl ďábelské ódy. ${"Überall Rauch! ".repeat(200)}`;
    const raw = message({ subject, to: { name: "Jürgen Šťastný", address: "j@example.test" }, text: body, html: `<p>${body}</p>` });
    expect(
      Math.max(
        ...raw
          .toString("utf8")
          .split("\r\n")
          .map((line) => line.length),
      ),
    ).toBeLessThanOrEqual(78);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(subject);
    expect(mail.to).toMatchObject({ value: [{ name: "Jürgen Šťastný", address: "j@example.test" }] });
    expect(mail.text).toBe(body);
  });

  it("folds a long ASCII subject and keeps line breaks in values from starting headers of their own", async () => {
    const subject = `Pump station ${"north ".repeat(30)}failed`;
    const raw = message({ subject, to: { name: 'Eve "the boss"\r\nBcc: x@evil.test', address: "eve@example.test" } }).toString("utf8");
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(subject);
    expect(mail.bcc).toBeUndefined();
    expect(raw).not.toMatch(/^Bcc:/m);
    expect(mail.to).toMatchObject({ value: [{ name: 'Eve "the boss" Bcc: x@evil.test', address: "eve@example.test" }] });
  });
});
