import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.js";
import { useSignedInConsole } from "./support/console-fixture.js";
import { browserKeys, type FakePushService, startPushService } from "../apps/server/test/push-service.js";
import { freePort } from "./support/free-port.js";
import { localhostCertificate } from "../apps/server/test/localhost-certificate.js";

/**
 * The participant app (/app) on a phone-sized screen, with the demo data: it installs (manifest,
 * icons, service worker), the nurse signs in and answers the alarm the console raises while the
 * administrator's alarm table follows live, raises an SOS with the phone's position (shown on the
 * alarm's details as a map link), queues an alarm raised offline, and works alone with a one-minute
 * check-in that she misses on the server's test clock, which raises the lone-worker alarm.
 */
let phoneContext: BrowserContext;
let phone: Page;
let admin: Page;
let pushService: FakePushService;
/** The file by which the server trusts the push service's certificate. */
let certificateFile: string;
let port: number;

const PHONE = { width: 412, height: 915 };
/** Where the phone is: St. Stephen's Cathedral, Vienna. */
const POSITION = { latitude: 48.208493, longitude: 16.373118, accuracy: 18 };

const row = (name: string | RegExp) => admin.locator(".alarm-table tbody tr", { hasText: name });
const statusOf = (name: string | RegExp) => row(name).locator(".alarm-status").first().getAttribute("data-status");
const holdButton = (label: string) => phone.locator(".hold-button", { has: phone.locator(".hold-button__label", { hasText: new RegExp(`^${label}$`) }) });
const nav = (label: string | RegExp) => phone.locator("nav.bottom-nav").getByRole("link", { name: label });

/** The width and height a PNG's header gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Presses and holds a hold-to-trigger button with the mouse for `ms`. */
async function holdWithPointer(label: string, ms: number) {
  const box = (await holdButton(label).boundingBox())!;
  await phone.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await phone.mouse.down();
  await phone.waitForTimeout(ms);
  await phone.mouse.up();
}

/** The phone's screen as it shows now has no serious or critical accessibility violations (WCAG 2 A/AA). */
async function expectAccessible(what: string) {
  // Let transitions (toasts, the incoming card) finish so colours are measured at their final opacity.
  await phone.waitForTimeout(400);
  expect(await seriousViolations(phone), `${what} has serious or critical accessibility violations`).toEqual([]);
}

/** Moves the server's test clock forward. */
async function advanceClock(seconds: number) {
  const response = await admin.request.post(`${fixture.url}/rest/api/test/clock`, { data: { advanceSeconds: seconds } });
  expect(response.status(), await response.text()).toBe(200);
}

// The push service and the port are there before the fixture's server, which needs both; the push service stops after it.
beforeAll(async () => {
  // The push service of the phone's browser is played by a local https server the server trusts.
  const certificate = localhostCertificate();
  certificateFile = certificate.certFile;
  pushService = await startPushService({ tls: certificate });
  // The links of messages name the server's address, known before it starts.
  port = await freePort();
});
afterAll(async () => {
  await pushService?.close();
});

const fixture = useSignedInConsole({
  env: () => ({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_DATA: "1",
    TEST_CLOCK: "1",
    OUTGOING_ALLOW_LOOPBACK: "1",
    PUSH_SERVICE_HOSTS: "localhost",
    NODE_EXTRA_CA_CERTS: certificateFile,
  }),
});

beforeAll(async () => {
  admin = fixture.page;
  phoneContext = await fixture.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: "en-GB" });
  phone = await phoneContext.newPage();
});

describe("the participant app", () => {
  it("is installable: a valid manifest with 192 and 512 px PNG icons, and a service worker for /app/", async () => {
    await phone.goto(`${fixture.url}/app/`);
    await phone.locator("#login").waitFor();
    await expectAccessible("the sign-in screen");
    expect(await phone.locator('link[rel="manifest"]').getAttribute("href")).toBe("/app/manifest.webmanifest");
    expect(await phone.locator('meta[name="theme-color"]').getAttribute("content")).toMatch(/^#[0-9a-f]{6}$/i);
    expect(await phone.locator('link[rel="apple-touch-icon"]').count()).toBe(1);

    const answer = await phone.request.get(`${fixture.url}/app/manifest.webmanifest`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/app/", scope: "/app/", display: "standalone" });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeGreaterThan(0);
    for (const size of [192, 512]) {
      const icons = manifest.icons.filter((icon) => icon.sizes === `${size}x${size}`);
      expect(icons.map((icon) => icon.purpose).sort(), `${size} px`).toEqual(["any", "maskable"]);
      for (const icon of icons) {
        expect(icon.type).toBe("image/png");
        const image = await phone.request.get(`${fixture.url}${icon.src}`);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await image.body())).toEqual({ width: size, height: size });
      }
    }

    const scope = await phone.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${fixture.url}/app/`);
    expect(await phone.evaluate(async () => (await navigator.serviceWorker.getRegistration("/app/"))?.active?.scriptURL)).toBe(`${fixture.url}/app/sw.js`);
  });

  it("asks for the nurse's password again when it is wrong, then signs her in under the phone's name", async () => {
    await phone.locator("#login").fill("nurse");
    await phone.locator("#password").fill("not-her-password");
    await phone.getByRole("button", { name: "Sign in" }).click();
    await phone.getByRole("alert").getByText("Invalid username or password!").waitFor();

    await phone.locator("#password").fill("demo-password-1");
    await phone.locator("#device-name").fill("Giulia's phone");
    await phone.getByRole("button", { name: "Sign in" }).click();
    await phone.locator(".app-header", { hasText: "Giulia Rossi" }).waitFor();
    await phone.locator(".app-header", { hasText: "St. Anna Hospital" }).waitFor();
    // The hospital's alarm apps, by their translated type names.
    for (const label of ["SOS", "Medical", "Security"]) await holdButton(label).waitFor();
    await expectAccessible("the home screen");

    const session = await phone.evaluate(() => JSON.parse(localStorage.getItem("app.session") ?? "null") as { token: string; sessionId: string } | null);
    expect(session?.sessionId).toBeTruthy();
    // The console's own sign-in on this browser is untouched.
    expect(await phone.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const participants = await fixture.api<{ list: { id: number; name: string }[] }>("POST", "/list", { type: "PARTICIPANT", filterValue: "Giulia" });
    const installations = await fixture.api<{ list: { sessionId: string; deviceName: string }[] }>(
      "GET",
      `/participants/${participants.list[0]!.id}/app-installations`,
    );
    expect(installations.list).toContainEqual(expect.objectContaining({ sessionId: session!.sessionId, deviceName: "Giulia's phone" }));
  });

  it("shows the alarm the console raises at once; her answer reaches the console's alarm table live", async () => {
    await admin.goto(`${fixture.url}/alarm-table?tab=0`);
    await admin.locator(".alarm-live--open").waitFor();
    const points = await fixture.api<{ list: { id: number; name: string }[] }>("POST", "/list", { type: "ALARMPOINT", filterValue: "Nurse emergency call" });
    const point = points.list.find((candidate) => candidate.name === "Nurse emergency call")!;
    const { id } = await fixture.api<{ id: number }>("POST", "/alarm-trigger", { alarmPointId: point.id, text: "Room 312, bed 2: patient fell." });

    const card = phone.getByRole("alertdialog", { name: /Nurse emergency call/ });
    await card.getByText("Room 312, bed 2: patient fell.").waitFor();
    await expectAccessible("the incoming alarm");
    await nav(/^Alarms/)
      .locator(".bottom-nav__badge", { hasText: "1" })
      .waitFor();
    await expect.poll(() => statusOf("Nurse emergency call")).toBe("PROCESSING");

    await card.getByRole("button", { name: "Accept" }).click();
    await phone.locator(".p-toast-message", { hasText: "You accepted Nurse emergency call." }).waitFor();
    await card.waitFor({ state: "detached" });
    await expect.poll(() => statusOf("Nurse emergency call"), { timeout: 10_000 }).toBe("ACCEPTED");

    // My alarms: her answer, and who else was alerted.
    await nav(/^Alarms/).click();
    const mine = phone.locator(`#alarm-${id}`);
    await mine.getByText("Room 312, bed 2: patient fell.").waitFor();
    await mine.locator(".alarm-card__mine").getByText("Accepted").waitFor();
    await expectAccessible("my alarms");
    await phone.getByRole("tab", { name: "History" }).click();
    await phone.locator(".alarm-card").first().waitFor();
    await expectAccessible("the history of my alarms");
  });

  it("shows the next alarm's Web Push on the lock screen with Accept and Decline; its Accept records her answer", async () => {
    await nav("Home").click();
    // Her participant gets a push device, and this phone's subscription points at the local push service.
    const found = await fixture.api<{ list: { id: number }[] }>("POST", "/list", { type: "PARTICIPANT", filterValue: "Giulia" });
    const giulia = await fixture.api<{
      id: number;
      version: number;
      name: string;
      surname: string;
      shortName: string | null;
      language: string;
      login: string | null;
      devices: { callingDeviceType: string; address: string; message: string | null }[];
    }>("GET", `/participants/${found.list[0]!.id}`);
    const devices = [
      ...giulia.devices.map(({ callingDeviceType, address, message }) => ({ callingDeviceType, address, message })),
      { callingDeviceType: "PUSH", address: "https://push.phone/giulia", message: null },
    ];
    await fixture.api("PUT", "/participants", {
      id: giulia.id,
      version: giulia.version,
      name: giulia.name,
      surname: giulia.surname,
      shortName: giulia.shortName,
      language: giulia.language,
      login: giulia.login,
      devices,
    });
    const keys = browserKeys();
    const appToken = await phone.evaluate(() => (JSON.parse(localStorage.getItem("app.session") ?? "null") as { token: string }).token);
    const subscribed = await phone.request.post(`${fixture.url}/rest/api/push/subscriptions`, {
      headers: { authorization: `Bearer ${appToken}` },
      data: { endpoint: pushService.endpoint("giulia-phone"), keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(200);

    const points = await fixture.api<{ list: { id: number; name: string }[] }>("POST", "/list", { type: "ALARMPOINT", filterValue: "Nurse emergency call" });
    const point = points.list.find((candidate) => candidate.name === "Nurse emergency call")!;
    const { id } = await fixture.api<{ id: number }>("POST", "/alarm-trigger", { alarmPointId: point.id, text: "Room 108: call bell pulled." });
    await expect.poll(() => pushService.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const card = phone.getByRole("alertdialog", { name: /Nurse emergency call/ });
    await card.getByText("Room 108: call bell pulled.").waitFor();
    const pushed = keys.decrypt(pushService.requests.at(-1)!.body);
    expect(JSON.parse(pushed)).toMatchObject({ alarmId: id, title: expect.stringContaining("Nurse emergency call") });

    // The phone's browser delivers what the push service sent to the app's service worker.
    await phoneContext.grantPermissions(["notifications"], { origin: fixture.url });
    const cdp = await phoneContext.newCDPSession(phone);
    const registration = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const app = registrations.find((candidate) => candidate.scopeURL === `${fixture.url}/app/`);
        if (app) resolve(app.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: fixture.url, registrationId: await registration, data: pushed });
    const shown = () =>
      phone.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          actions: (notification as unknown as { actions: { action: string; title: string }[] }).actions.map((action) => action.title),
          data: notification.data as { links: Record<string, string> },
        })),
      );
    await expect.poll(async () => (await shown()).length, { timeout: 10_000 }).toBe(1);
    const [notification] = await shown();
    expect(notification).toMatchObject({
      title: expect.stringContaining("Nurse emergency call"),
      body: expect.stringContaining("Room 108: call bell pulled."),
      actions: ["Accept", "Decline"],
    });

    // The lock screen's Accept opens its link: the answer page, where she confirms.
    const answerPage = await phoneContext.newPage();
    await answerPage.goto(notification!.data.links.accept!);
    await answerPage.getByRole("button", { name: "Accept" }).click();
    await answerPage.getByText("Thank you, you have accepted the alarm.").waitFor();
    await answerPage.close();
    await expect
      .poll(async () => (await fixture.api<{ alarm: { status: string } }>("GET", `/alarmtable/details/${id}`)).alarm.status, { timeout: 10_000 })
      .toBe("ACCEPTED");
    // The app learns at once (its live stream) of the answer given elsewhere and stops asking for it.
    await card.waitFor({ state: "detached", timeout: 10_000 });
    await cdp.detach();
  });

  it("raises an SOS held for two seconds with the phone's position; the console's details link to it on the map", async () => {
    await phoneContext.grantPermissions(["geolocation"], { origin: fixture.url });
    await phoneContext.setGeolocation(POSITION);
    await nav("Home").click();
    await phone.locator("#trigger-text").fill("Stairwell B, second floor");

    // Let go too early: nothing is raised.
    await holdWithPointer("SOS", 700);
    await phone.waitForTimeout(1_800);
    expect(await phone.locator(".outcome-card").count()).toBe(0);

    // Held with the keyboard for the whole two seconds.
    await holdButton("SOS").focus();
    await phone.keyboard.down(" ");
    await phone.waitForTimeout(2_300);
    await phone.keyboard.up(" ");
    const outcome = phone.locator(".outcome-card", { hasText: "SOS alarm raised" });
    await outcome.waitFor();
    const alarmId = Number(/no\. (\d+)/.exec((await outcome.textContent()) ?? "")?.[1]);
    expect(alarmId).toBeGreaterThan(0);

    const details = await fixture.api<{
      alarm: { name: string; text: string | null };
      location: { latitude: number; longitude: number; accuracy?: number } | null;
    }>("GET", `/alarmtable/details/${alarmId}`);
    expect(details.alarm.name).toBe("SOS: Giulia Rossi");
    expect(details.location).toMatchObject({ latitude: POSITION.latitude, longitude: POSITION.longitude });

    await row("SOS: Giulia Rossi").click();
    await admin.waitForURL(new RegExp(`id=${alarmId}`));
    const link = admin.locator(".alarm-details [data-testid=alarm-location] [data-testid=map-link]");
    expect(await link.getAttribute("href")).toContain(`mlat=${POSITION.latitude.toFixed(6)}&mlon=${POSITION.longitude.toFixed(6)}`);
  });

  it("queues an alarm raised offline and sends it when the phone is back online; opens offline with what it saw last", async () => {
    await phoneContext.setOffline(true);
    await phone.locator(".banner--offline").waitFor();
    await holdWithPointer("Security", 2_300);
    await phone.locator(".outcome-card", { hasText: "Security alarm queued" }).waitFor();
    await phone.locator(".banner--queue", { hasText: "Security alarm queued at" }).waitFor();

    // The service worker opens the app without a network, with the answers it kept.
    await phone.reload();
    await phone.locator(".app-header", { hasText: "Giulia Rossi" }).waitFor();
    await phone.locator(".banner--offline", { hasText: /Offline – last updated \d\d:\d\d/ }).waitFor();
    await phone.locator(".banner--queue", { hasText: "Security alarm queued at" }).waitFor();

    await phoneContext.setOffline(false);
    const sent = phone.locator(".p-toast-message", { hasText: /Queued alarm sent: Security, no\. \d+/ });
    await sent.waitFor();
    const alarmId = Number(/no\. (\d+)/.exec((await sent.textContent()) ?? "")?.[1]);
    await phone.locator(".banner--queue").waitFor({ state: "detached" });
    const details = await fixture.api<{ alarm: { name: string } }>("GET", `/alarmtable/details/${alarmId}`);
    expect(details.alarm.name).toBe("Security: Giulia Rossi");
    // The console's table follows its live stream, which under load may be reconnecting (backing off).
    await row("Security: Giulia Rossi").waitFor({ timeout: 60_000 });
    expect(await phone.evaluate(() => localStorage.getItem("app.queue"))).toBe("[]");
  });

  it("works alone with a one-minute check-in: a missed check-in raises the lone-worker alarm in the console", async () => {
    await nav("Lone work").click();
    await phone.locator("#lw-task").fill("Night round, basement storage");
    await phone.locator("#lw-interval").fill("1");
    await phone.getByRole("button", { name: "Start", exact: true }).click();
    const countdown = phone.locator(".countdown-card");
    await countdown.getByText("Next check-in in").waitFor();
    await countdown.getByText("Night round, basement storage").waitFor();
    await expectAccessible("lone work");
    const sessions = await fixture.api<{ list: { participantName: string; task: string; checkInMinutes: number }[] }>("GET", "/lone-worker/sessions");
    expect(sessions.list).toContainEqual(
      expect.objectContaining({ participantName: "Giulia Rossi", task: "Night round, basement storage", checkInMinutes: 1 }),
    );

    // The check-in is due after a minute, the alarm follows a minute of grace later.
    await advanceClock(2 * 60 + 5);
    await row("Lone worker in danger").waitFor({ timeout: 20_000 });
    await phone.locator(".session-facts", { hasText: "Missed check-ins" }).waitFor({ timeout: 20_000 });

    await countdown.getByRole("button", { name: "Check in", exact: true }).click();
    await phone.locator(".p-toast-message", { hasText: "Checked in." }).waitFor();
    await countdown.getByRole("button", { name: "Check out", exact: true }).click();
    await phone.getByRole("dialog", { name: "End lone work?" }).getByRole("button", { name: "Check out" }).click();
    await phone.locator(".p-toast-message", { hasText: "Lone work ended." }).waitFor();
    await phone.locator(".lone-worker-form").waitFor();
    expect((await fixture.api<{ list: unknown[] }>("GET", "/lone-worker/sessions")).list).toEqual([]);
  });

  it("lists her duties and absences, and takes a new absence; settings change the language", async () => {
    await nav("Duties").click();
    await phone.getByRole("heading", { name: "My duties, next 14 days" }).waitFor();
    await phone.locator(".duty", { hasText: "Nurse emergency call" }).first().waitFor();
    await expectAccessible("duties and absences");

    await phone.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = phone.getByRole("dialog", { name: "New absence" });
    await dialog.locator("#absence-title").fill("Dentist");
    await expectAccessible("the new absence");
    // Typed digit by digit, tomorrow's evening stays as typed (not midnight once the date is complete).
    const tomorrow = await phone.evaluate(() =>
      new Date(Date.now() + 86_400_000).toLocaleDateString("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" }),
    );
    for (const [id, time] of [
      ["absence-start", "19:00"],
      ["absence-end", "23:30"],
    ] as const) {
      await dialog.locator(`#${id}`).fill("");
      await dialog.locator(`#${id}`).pressSequentially(`${tomorrow} ${time}`);
      await dialog.locator(`#${id}`).press("Tab");
      expect(await dialog.locator(`#${id}`).inputValue()).toBe(`${tomorrow} ${time}`);
    }
    await dialog.getByRole("button", { name: "Save" }).click();
    await phone.locator(".absence", { hasText: "Dentist" }).waitFor();
    const participants = await fixture.api<{ list: { id: number }[] }>("POST", "/list", { type: "PARTICIPANT", filterValue: "Giulia" });
    const calendar = await fixture.api<{ events: { title: string; kind: string; recurring: boolean }[] }>(
      "GET",
      `/participants/${participants.list[0]!.id}/calendar`,
    );
    expect(calendar.events).toContainEqual(expect.objectContaining({ title: "Dentist", kind: "ABSENT", recurring: false }));

    await nav("Settings").click();
    await expectAccessible("the settings");
    await phone.getByRole("radio", { name: "Čeština" }).check();
    await phone.getByRole("navigation", { name: "Obrazovky" }).getByRole("link", { name: "Nastavení" }).waitFor();
    await phone.getByRole("heading", { name: "Nastavení" }).waitFor();
    await phone.getByRole("radio", { name: "English" }).check();
    await nav("Settings").waitFor();
  });

  it("goes back to the sign-in screen, saying why, when the console signs the phone out", async () => {
    const { sessionId } = await phone.evaluate(() => JSON.parse(localStorage.getItem("app.session")!) as { sessionId: string });
    const participants = await fixture.api<{ list: { id: number }[] }>("POST", "/list", { type: "PARTICIPANT", filterValue: "Giulia" });
    const revoked = await admin.request.delete(`${fixture.url}/rest/api/participants/${participants.list[0]!.id}/app-installations/${sessionId}`, {
      headers: { authorization: `Bearer ${await admin.evaluate(() => localStorage.getItem("token"))}` },
    });
    expect(revoked.status(), await revoked.text()).toBe(200);
    await phone.reload();
    await phone.getByRole("alert").getByText("Your session has ended. Please sign in again.").waitFor();
    expect(await phone.evaluate(() => localStorage.getItem("app.session"))).toBeNull();
    expect(await phone.evaluate(() => localStorage.getItem("app.cache.me"))).toBeNull();
  });
});
