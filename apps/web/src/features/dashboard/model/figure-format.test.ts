import { describe, expect, it } from "vitest";
import { formatBytes, formatCount, formatDuration, formatInZone } from "./figure-format";

describe("figures in the user's language", () => {
  it("writes counts with the language's grouping", () => {
    expect(formatCount(12345, "en")).toBe("12,345");
    expect(formatCount(12345, "de")).toBe("12.345");
  });

  it("writes durations in their largest sensible unit", () => {
    expect(formatDuration(42, "en")).toBe("42 sec");
    expect(formatDuration(270, "en")).toBe("4.5 min");
    expect(formatDuration(270, "de")).toBe("4,5 Min.");
    expect(formatDuration(3 * 3600, "en")).toBe("3 hr");
    expect(formatDuration(3 * 86_400, "en")).toBe("3 days");
  });

  it("writes sizes in binary steps", () => {
    expect(formatBytes(512, "en")).toBe("512 byte");
    expect(formatBytes(1.5 * 1024 ** 3, "en")).toBe("1.5 GB");
  });

  it("writes a time in another zone as DD.MM.YYYY HH:mm", () => {
    expect(formatInZone("2026-11-27T08:05:00Z", "Europe/Berlin")).toBe("27.11.2026 09:05");
    expect(formatInZone("2026-11-27T08:05:00Z", "Mars/Olympus")).toBeNull();
  });
});
