import { mapLink } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { accuracyMetres, checkInStateOf, coordinatesText, isPastExpectedEnd, minutesUntil } from "./lone-worker-view";

const now = new Date("2026-03-02T10:00:00.000Z");
const session = (id: number, nextCheckInAt: string, graceMinutes = 2) => ({ id, nextCheckInAt, graceMinutes });

describe("a lone worker's next check-in", () => {
  it("is on time until it is due, overdue during the grace period, then missed", () => {
    expect(checkInStateOf(session(1, "2026-03-02T10:05:00.000Z"), now)).toBe("onTime");
    expect(checkInStateOf(session(1, "2026-03-02T10:00:00.000Z"), now)).toBe("onTime");
    expect(checkInStateOf(session(1, "2026-03-02T09:59:00.000Z"), now)).toBe("overdue");
    expect(checkInStateOf(session(1, "2026-03-02T09:58:00.000Z"), now)).toBe("overdue");
    expect(checkInStateOf(session(1, "2026-03-02T09:57:59.000Z"), now)).toBe("missed");
    expect(checkInStateOf(session(1, "2026-03-02T09:59:59.000Z", 0), now)).toBe("missed");
  });

  it("counts whole minutes ahead and past", () => {
    expect(minutesUntil("2026-03-02T10:12:30.000Z", now)).toBe(12);
    expect(minutesUntil("2026-03-02T09:55:00.000Z", now)).toBe(-5);
    expect(minutesUntil("2026-03-02T09:59:40.000Z", now)).toBe(0);
    expect(Object.is(minutesUntil("2026-03-02T09:59:40.000Z", now), -0)).toBe(false);
  });

  it("tells a session running past its expected end", () => {
    expect(isPastExpectedEnd({ expectedEndAt: "2026-03-02T09:59:00.000Z" }, now)).toBe(true);
    expect(isPastExpectedEnd({ expectedEndAt: "2026-03-02T11:00:00.000Z" }, now)).toBe(false);
  });
});

describe("a location", () => {
  it("is shown in degrees with the map link's precision and its accuracy in metres", () => {
    const location = { latitude: 47.3768866, longitude: 8.5416941, accuracy: 12.4 };
    expect(coordinatesText(location)).toBe("47.376887, 8.541694");
    expect(mapLink(location)).toContain("mlat=47.376887&mlon=8.541694");
    expect(accuracyMetres(location)).toBe(12);
    expect(accuracyMetres({ ...location, accuracy: 0.2 })).toBe(1);
    expect(accuracyMetres({ latitude: 0, longitude: 0 })).toBeNull();
  });
});
