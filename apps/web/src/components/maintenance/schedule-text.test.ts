import type { RecurrenceRule } from "@alarm/contract";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import cs from "../../i18n/cs.json";
import de from "../../i18n/de.json";
import en from "../../i18n/en.json";
import { browserTimeZone } from "../calendar-editor/date-text";
import { recurrenceText, scheduleText, spanText, windowStateOf } from "./schedule-text";

const instance = i18next.createInstance();
beforeAll(() =>
  instance.init({ resources: { en: { translation: en }, de: { translation: de }, cs: { translation: cs } }, lng: "en", interpolation: { escapeValue: false } }),
);
const say = (rule: Partial<RecurrenceRule>, language = "en") => recurrenceText({ ...RULE, ...rule }, instance.getFixedT(language), language);

/** 2027-03-01 is a Monday. */
const RULE: RecurrenceRule = {
  timeZone: browserTimeZone(),
  startDate: "2027-03-01",
  startTime: "22:00",
  endTime: "02:00",
  repeatType: "DAILY",
  repeatEvery: 1,
  monthSubType: "DAY_OF_THE_MONTH",
  endType: "NEVER",
};
const local = (day: number, hour: number, minute = 0) => new Date(2027, 2, day, hour, minute);

describe("maintenance schedules in words", () => {
  it("gives a one-off window's span, the date once within a day", () => {
    expect(spanText(local(1, 8), local(1, 17, 30))).toBe("01.03.2027 08:00–17:30");
    expect(spanText(local(1, 22), local(2, 6))).toBe("01.03.2027 22:00 – 02.03.2027 06:00");
    expect(scheduleText({ kind: "ONE_OFF", startsAt: local(1, 8).toISOString(), endsAt: local(1, 9).toISOString() }, instance.getFixedT("en"), "en")).toBe(
      "01.03.2027 08:00–09:00",
    );
  });

  it("says how a window repeats, its times, from when and until when", () => {
    expect(say({})).toBe("Daily, 22:00–02:00 (next day), from 01.03.2027");
    expect(say({ repeatType: "WEEKLY", markedDays: [1, 4], startTime: "08:00", endTime: "10:00", endType: "AFTER_TIMES_END", countAfterTimesEnd: 10 })).toBe(
      "Weekly on Mon, Thu, 08:00–10:00, from 01.03.2027, 10 occurrence(s)",
    );
    expect(say({ repeatType: "MONTHLY", monthSubType: "DAY_OF_THE_WEEK", repeatEvery: 2, endType: "END_DATE", endDate: "2027-12-31" })).toBe(
      "Every 2 months on the first Monday, 22:00–02:00 (next day), from 01.03.2027, until 31.12.2027",
    );
    expect(say({ repeatType: "YEARLY" })).toContain("Yearly on 01.03.");
    expect(say({ timeZone: browserTimeZone() === "Asia/Tokyo" ? "Europe/Prague" : "Asia/Tokyo" })).toMatch(/time zone (Asia\/Tokyo|Europe\/Prague)$/);
  });

  it("speaks the interface language", () => {
    expect(say({ repeatType: "DAILY", repeatEvery: 3 }, "cs")).toBe("Každý 3. den, 22:00–02:00 (následující den), od 01.03.2027");
    expect(say({ repeatType: "WEEKLY", markedDays: [6, 7], startTime: "06:00", endTime: "07:00" }, "de")).toBe(
      "Wöchentlich: Sa, So, 06:00–07:00, ab 01.03.2027",
    );
  });
});

describe("where a window stands", () => {
  const now = local(10, 12);
  const span = (from: Date, to: Date) => ({ start: from.toISOString(), end: to.toISOString() });
  const oneOff = { kind: "ONE_OFF" as const, startsAt: local(10, 8).toISOString(), endsAt: local(10, 16).toISOString() };

  it("is in force until the end of the occurrence, or planned for the next one", () => {
    expect(windowStateOf({ schedule: oneOff, current: span(local(10, 8), local(10, 16)), next: null, endedEarlyAt: null }, now)).toEqual({
      kind: "IN_FORCE",
      until: local(10, 16).toISOString(),
    });
    const next = span(local(11, 8), local(11, 9));
    expect(windowStateOf({ schedule: oneOff, current: null, next, endedEarlyAt: null }, now)).toEqual({ kind: "PLANNED", next });
    expect(windowStateOf({ schedule: oneOff, current: null, next: null, endedEarlyAt: null }, now)).toEqual({ kind: "OVER" });
  });

  it("was ended early while the occurrence ended would still run, and forgets it afterwards", () => {
    const endedEarlyAt = local(10, 11).toISOString();
    expect(windowStateOf({ schedule: oneOff, current: null, next: null, endedEarlyAt }, now)).toEqual({ kind: "ENDED_EARLY", at: endedEarlyAt, next: null });
    expect(windowStateOf({ schedule: oneOff, current: null, next: null, endedEarlyAt }, local(10, 17))).toEqual({ kind: "OVER" });
    const nightly = { kind: "RECURRING" as const, recurrence: { ...RULE, startTime: "10:00", endTime: "14:00" } };
    const next = span(local(11, 10), local(11, 14));
    expect(windowStateOf({ schedule: nightly, current: null, next, endedEarlyAt }, now)).toEqual({ kind: "ENDED_EARLY", at: endedEarlyAt, next });
    expect(windowStateOf({ schedule: nightly, current: null, next, endedEarlyAt: local(9, 11).toISOString() }, now)).toEqual({ kind: "PLANNED", next });
  });
});
