import { describe, expect, it } from "vitest";
import { checkInState, formatCountdown } from "./countdown";

describe("countdown", () => {
  it("reads m:ss below an hour and h:mm:ss from an hour on", () => {
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(9_000)).toBe("0:09");
    expect(formatCountdown(60_000)).toBe("1:00");
    expect(formatCountdown(29 * 60_000 + 5_000)).toBe("29:05");
    expect(formatCountdown(3_600_000)).toBe("1:00:00");
    expect(formatCountdown(2 * 3_600_000 + 3 * 60_000 + 4_000)).toBe("2:03:04");
  });

  it("rounds seconds up, so 0:00 shows only when the time is up", () => {
    expect(formatCountdown(1)).toBe("0:01");
    expect(formatCountdown(59_001)).toBe("1:00");
    expect(formatCountdown(999)).toBe("0:01");
  });

  it("shows no negative time", () => {
    expect(formatCountdown(-5_000)).toBe("0:00");
  });
});

describe("where a check-in stands", () => {
  const session = { nextCheckInAt: "2026-03-01T10:30:00.000Z", graceMinutes: 2 };
  const at = (iso: string) => Date.parse(iso);

  it("counts down to the check-in", () => {
    expect(checkInState(session, at("2026-03-01T10:29:00.000Z"))).toEqual({ phase: "waiting", remainingMs: 60_000 });
  });

  it("is due from the check-in's time until the grace period ends, counting down to the alarm", () => {
    expect(checkInState(session, at("2026-03-01T10:30:00.000Z"))).toEqual({ phase: "due", remainingMs: 120_000 });
    expect(checkInState(session, at("2026-03-01T10:31:30.000Z"))).toEqual({ phase: "due", remainingMs: 30_000 });
  });

  it("is missed once the grace period is over", () => {
    expect(checkInState(session, at("2026-03-01T10:32:00.000Z"))).toEqual({ phase: "missed", remainingMs: 0 });
  });

  it("without grace goes straight from waiting to missed", () => {
    expect(checkInState({ ...session, graceMinutes: 0 }, at("2026-03-01T10:30:00.000Z")).phase).toBe("missed");
  });
});
