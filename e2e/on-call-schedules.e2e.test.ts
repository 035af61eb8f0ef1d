import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGateway, startFakeGateway } from "../apps/server/test/fake-gateway.js";
import { type SmtpSink, startSmtpSink } from "../apps/server/test/smtp-sink.js";
import { toast } from "./support/console.js";
import { chooseOption } from "./support/fixtures.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * Time decides who is on duty: a standby schedule gives the alarm point plan Alpha in odd weeks and
 * plan Beta in even weeks (never on holidays), a team media schedule reaches its participants by
 * email by day and by SMS at night. The server's test clock is moved to chosen instants and the
 * alarm point is triggered on the alarm panels; the messages reach a real SMTP server and a fake
 * SMS gateway, and the alarm's details name the deciding schedule. Then an absence opens a gap in
 * the point's "On duty" view, and an override closes it.
 */
let sink: SmtpSink;
let gateway: FakeGateway;

const ZONE = "Europe/Prague";
const POINT = "Boiler room";
const STANDBY = "Duty rota";
const TEAM = "Team devices";
const ALICE = { name: "Alice", surname: "Odd", sms: "+420601111111", email: "alice.odd@example.com" };
const BOB = { name: "Bob", surname: "Even", sms: "+420602222222", email: "bob.even@example.com" };
const OLGA = { name: "Olga", surname: "Own", email: "olga.own@example.com" };
const CARL = { name: "Carl", surname: "Cover", sms: "+420604444444", email: "carl.cover@example.com" };
const ids = { alice: 0, bob: 0, carl: 0, point: 0 };
/** Week 1 of the schedules starts on this Monday (YYYY-MM-DD). */
let validFrom: string;

// The mail sink and the SMS gateway start before the fixture's server, which sends to them, and stop after it.
beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startFakeGateway();
});
afterAll(async () => {
  await gateway?.close();
  await sink?.close();
});

const fixture = useSignedInConsole({
  env: () => ({
    TEST_CLOCK: "1",
    TIME_ZONE: ZONE,
    SMTP_URL: sink.url,
    GATEWAY: "generic",
    GATEWAY_URL: gateway.url,
    GATEWAY_TOKEN: gateway.token,
    // The fake gateway listens on 127.0.0.1, which the server refuses to reach unless told.
    OUTGOING_ALLOW_LOOPBACK: "1",
  }),
  context: { timezoneId: ZONE },
});

const details = () => fixture.page.locator(".alarm-details");

/** The date `days` after an ISO date. */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The calendar date of an instant in Prague. */
const pragueDate = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(instant);

/** The instant of a wall-clock time in Prague, with its offset (the times chosen lie outside daylight-saving switches). */
function pragueInstant(date: string, time: string): string {
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")!
    .value.replace("GMT", "");
  return `${date}T${time}:00${offset || "+00:00"}`;
}

/** Moves the server's test clock (forward only); answers the server's now. */
async function moveClock(body: { at: string } | { advanceSeconds: number }): Promise<Date> {
  const response = await fixture.page.request.post(`${fixture.url}/rest/api/test/clock`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** A DD.MM.YYYY text as the console's date fields take it. */
const typed = (date: string) => date.split("-").reverse().join(".");

/** Types a time into one of the event dialog's time-only pickers. */
async function typeTime(inputId: string, time: string) {
  await fixture.page.locator(`#${inputId}`).fill(time);
  await fixture.page.locator(`#${inputId}`).press("Tab");
}

type EventInput = { name: string; start: string; end: string; neverOnHolidays?: boolean; choose: () => Promise<void> };

/** Adds an event to the active week group through the "New event" dialog, every day of the week. */
async function addEvent(event: EventInput) {
  await fixture.page.getByRole("button", { name: "New event", exact: true }).click();
  const dialog = fixture.page.locator(".rotation-event");
  await dialog.waitFor();
  await fixture.page.locator("#rotation-event-name").fill(event.name);
  await event.choose();
  // A new event starts on weekdays: the weekend is added.
  for (const day of [6, 7]) await fixture.page.locator(`#rotation-event-day-${day}`).click();
  await typeTime("rotation-event-start", event.start);
  await typeTime("rotation-event-end", event.end);
  if (event.neverOnHolidays) await fixture.page.locator("#rotation-event-holiday-NEVER_ON_HOLIDAYS").click();
  await dialog.getByRole("button", { name: "Apply" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Creates a schedule in its editor at `route`: name, first day, and the week groups' events in order. */
async function createSchedule(route: string, name: string, groups: EventInput[][]) {
  await fixture.page.goto(`${fixture.url}/${route}?id=new`);
  await fixture.page.locator("#schedule-name").fill(name);
  await fixture.page.locator("#schedule-valid-from").fill(typed(validFrom));
  await fixture.page.locator("#schedule-valid-from").press("Tab");
  for (const [index, events] of groups.entries()) {
    if (index > 0) await fixture.page.getByRole("button", { name: "Add week group" }).click();
    await fixture.page.getByRole("tab", { name: new RegExp(`Week ${index + 1}`) }).waitFor();
    for (const event of events) await addEvent(event);
    await fixture.page.getByRole("tab", { name: `Week ${index + 1} (${events.length})` }).waitFor();
  }
  await fixture.page.locator(".schedule-editor .object-editor__footer button[type=submit]").click();
  await toast(fixture.page, `${name} has ${groups.length} ${groups.length === 1 ? "week group" : "week groups"}.`);
}

/** Triggers the alarm point on the alarm panels and opens the new alarm's details in the alarm table. */
async function triggerAndOpen(): Promise<void> {
  await fixture.page.goto(`${fixture.url}/alarm-panels`);
  await fixture.page.getByRole("button", { name: `Trigger ${POINT}` }).click();
  const dialog = fixture.page.getByRole("dialog", { name: "Trigger this alarm?" });
  await dialog.getByRole("button", { name: "Trigger alarm" }).click();
  await dialog.waitFor({ state: "hidden" });
  const link = fixture.page.locator(".trigger-outcome__link").first();
  await link.waitFor();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/id=\d+/);
  await fixture.page.goto(`${fixture.url}${href}`);
  await details().locator(".alarm-timeline__entry").first().waitFor();
}

/** The alarm's messages as its details show them: "name|device address". */
async function shownMessages(): Promise<string[]> {
  return details()
    .locator(".alarm-messages__head")
    .evaluateAll((heads) => heads.map((head) => `${head.querySelector("strong")?.textContent}|${head.querySelector("span")?.textContent}`));
}

const timelineEntry = (text: string) => details().locator(".alarm-timeline__entry", { hasText: text });

beforeAll(async () => {
  // The people and plans are plain data other tests create in the console: made here through the API to keep this test short.
  const person = (who: { name: string; surname: string; sms?: string; email: string }) =>
    fixture.api<{ id: number }>("POST", "/participants", {
      name: who.name,
      surname: who.surname,
      orgId: 1,
      language: "ENGLISH",
      devices: [...(who.sms ? [{ callingDeviceType: "SMS", address: who.sms }] : []), { callingDeviceType: "EMAIL", address: who.email }],
    });
  const plan = (name: string, participantId: number) =>
    fixture.api<{ id: number }>("POST", "/alarmplans", { name, orgId: 1, ranks: [{ waitTime: 5, entries: [{ participantId }] }] });
  ids.alice = (await person(ALICE)).id;
  ids.bob = (await person(BOB)).id;
  const olga = (await person(OLGA)).id;
  ids.carl = (await person(CARL)).id;
  await plan("Plan Alpha", ids.alice);
  await plan("Plan Beta", ids.bob);
  const own = await plan("Boiler own plan", olga);
  ids.point = (await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: POINT, orgId: 1, alarmPlanId: own.id, text: "Boiler pressure low" })).id;

  // Week 1 starts on the Monday a week after the next one, as the server's clock sees Prague's today.
  const today = pragueDate(await moveClock({ advanceSeconds: 0 }));
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  validFrom = addDays(today, ((8 - weekday) % 7 || 7) + 7);
});

describe("standby and team media schedules decide who is alerted on which device", () => {
  it("creates the standby schedule with an odd and an even week group in its editor", async () => {
    const standbyEvent = (name: string, plan: string): EventInput => ({
      name,
      start: "00:00",
      end: "00:00",
      neverOnHolidays: true,
      choose: () => chooseOption(fixture.page, "rotation-event-plan", plan),
    });
    await createSchedule("standby-schedules", STANDBY, [[standbyEvent("Odd week duty", "Plan Alpha")], [standbyEvent("Even week duty", "Plan Beta")]]);
    await fixture.page.locator(".schedules-table tbody tr", { hasText: STANDBY }).waitFor();
  });

  it("creates the team media schedule: days by email, nights by SMS", async () => {
    const teamEvent = (name: string, start: string, end: string, device: string): EventInput => ({
      name,
      start,
      end,
      choose: () => chooseOption(fixture.page, "rotation-event-device", device),
    });
    await createSchedule("team-schedules", TEAM, [[teamEvent("Days", "08:00", "20:00", "Email"), teamEvent("Nights", "20:00", "08:00", "SMS")]]);
    await fixture.page.locator(".schedules-table tbody tr", { hasText: TEAM }).waitFor();
  });

  it("assigns the team schedule to the participants and the standby schedule to the alarm point", async () => {
    for (const [id, who] of [
      [ids.alice, ALICE],
      [ids.bob, BOB],
    ] as const) {
      await fixture.page.goto(`${fixture.url}/participants/${id}`);
      await chooseOption(fixture.page, "participant-team-schedule", TEAM);
      await fixture.page.locator(".participant-editor__footer button[type=submit]").click();
      await toast(fixture.page, `${who.name} ${who.surname} has been saved.`);
    }
    await fixture.page.goto(`${fixture.url}/alarm-points/${ids.point}`);
    await chooseOption(fixture.page, "alarm-point-rotationalCalendarId", STANDBY);
    await fixture.page.locator(".point-editor__footer button[type=submit]").click();
    await toast(fixture.page, `${POINT} was saved.`);

    // The holiday is data of its own screen's test: through the API here.
    const holiday = addDays(validFrom, 10);
    await fixture.api("POST", `/holidays/1?year=${holiday.slice(0, 4)}`, { title: "Boiler makers' day", start: holiday });
  });

  it("alerts plan Alpha's participant by email on a day of week 1", async () => {
    await moveClock({ at: pragueInstant(addDays(validFrom, 1), "10:00") });
    await triggerAndOpen();
    await timelineEntry(`Standby schedule ${STANDBY}, week group 1, event Odd week duty: alarm plan Plan Alpha`).waitFor();
    await timelineEntry(`by team media schedule ${TEAM} (Days)`).filter({ hasText: "Alice Odd" }).waitFor();
    await expect.poll(shownMessages).toEqual([`Alice Odd|Email ${ALICE.email}`]);
    expect(await details().locator(".alarm-recipients__name").allTextContents()).toEqual(["Alice Odd"]);

    const email = await sink.waitFor((message) => message.rcptTo.includes(ALICE.email), 15_000);
    expect(email.subject).toContain(POINT);
    expect(gateway.requests.filter((request) => request.to === ALICE.sms)).toEqual([]);
  });

  it("alerts plan Beta's participant by SMS in a night of week 2", async () => {
    await moveClock({ at: pragueInstant(addDays(validFrom, 8), "22:00") });
    await triggerAndOpen();
    await timelineEntry(`Standby schedule ${STANDBY}, week group 2, event Even week duty: alarm plan Plan Beta`).waitFor();
    await timelineEntry(`by team media schedule ${TEAM} (Nights)`).filter({ hasText: "Bob Even" }).waitFor();
    await expect.poll(shownMessages).toEqual([`Bob Even|SMS ${BOB.sms}`]);
    expect(await details().locator(".alarm-recipients__name").allTextContents()).toEqual(["Bob Even"]);

    const sms = await gateway.waitFor((request) => request.to === BOB.sms, 15_000);
    expect(sms.kind).toBe("SMS");
    expect(sms.text).toContain(POINT);
    expect(sink.messages.filter((message) => message.rcptTo.includes(BOB.email))).toEqual([]);
  });

  it("alerts the alarm point's own plan on the holiday, when the schedule's events keep off", async () => {
    await moveClock({ at: pragueInstant(addDays(validFrom, 10), "10:00") });
    await triggerAndOpen();
    await timelineEntry(`Standby schedule ${STANDBY} has no event now: the alarm point's own plan Boiler own plan`).waitFor();
    await expect.poll(shownMessages).toEqual([`Olga Own|Email ${OLGA.email}`]);
    expect(await details().locator(".alarm-recipients__name").allTextContents()).toEqual(["Olga Own"]);
    await sink.waitFor((message) => message.rcptTo.includes(OLGA.email), 15_000);
  });
});

describe("who is on duty", () => {
  it("shows the gap an absence opens in week 3, and an override closes it", async () => {
    // Alice is absent on Wednesday of week 3 (an odd week, plan Alpha's) from 09:00 to 17:00: her private schedule, through the API.
    const absentDay = addDays(validFrom, 16);
    await fixture.api("PUT", `/participants/${ids.alice}/calendar/update`, {
      title: "Dentist",
      kind: "ABSENT",
      startDateSelected: absentDay,
      startTime: "09:00",
      endTime: "16:59:59",
      timeZone: ZONE,
    });

    // The clock stands on the holiday of week 2: the next 14 days hold the absence.
    await fixture.page.goto(`${fixture.url}/alarm-points/${ids.point}`);
    await fixture.page.getByRole("tab", { name: "On duty" }).click();
    const onCall = fixture.page.locator(".on-call");
    await onCall.locator(".on-call-summary", { hasText: "Coverage gaps in the next 14 days: 1" }).waitFor();
    const gap = onCall.locator(".on-call-segment--gap");
    expect(await gap.count()).toBe(1);
    await gap.locator(".on-call-segment__hours", { hasText: "09:00–17:00" }).waitFor();
    await gap.getByText("Coverage gap: everyone in the plan is absent").waitFor();
    await gap.getByText(`Standby schedule ${STANDBY} › week group 1 › Odd week duty`).waitFor();
    const day = onCall.locator(".on-call-day", { has: fixture.page.locator(".on-call-segment--gap") });
    expect(await day.locator(".on-call-day__title").textContent()).toBe(`Wednesday ${typed(absentDay)}`);

    await gap.getByRole("button", { name: "Let someone cover the duty of Alice Odd" }).click();
    const dialog = fixture.page.locator(".duty-override-dialog");
    await dialog.waitFor();
    await chooseOption(fixture.page, "override-covering", "Carl Cover");
    await dialog.getByRole("button", { name: "Save override" }).click();
    await toast(fixture.page, "Carl Cover covers Alice Odd");

    await onCall.locator(".on-call-summary", { hasText: "Covered for the next 14 days" }).waitFor();
    expect(await onCall.locator(".on-call-segment--gap").count()).toBe(0);
    const covered = onCall.locator(".on-call-segment", { has: fixture.page.locator(".on-call-segment__hours", { hasText: "09:00–17:00" }) });
    await covered.locator(".on-call-person__name", { hasText: "Carl Cover" }).first().waitFor();
  });
});
