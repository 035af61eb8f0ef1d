import { describe, expect, it } from "vitest";
import { durationParts, fileNameOf, formatBytes, formatDuration, spanDays } from "./figures";

const english = ({ unit, value }: { unit: string; value: string }) => `${value} ${unit}`;

describe("durations", () => {
  it("keep their two largest units and leave a zero second one out", () => {
    expect(durationParts(0)).toEqual([{ unit: "s", value: 0 }]);
    expect(durationParts(45.4)).toEqual([{ unit: "s", value: 45 }]);
    expect(durationParts(125)).toEqual([
      { unit: "min", value: 2 },
      { unit: "s", value: 5 },
    ]);
    expect(durationParts(180)).toEqual([{ unit: "min", value: 3 }]);
    expect(durationParts(3 * 3600 + 40)).toEqual([{ unit: "h", value: 3 }]);
    expect(durationParts(26 * 3600 + 59 * 60)).toEqual([
      { unit: "d", value: 1 },
      { unit: "h", value: 2 },
    ]);
  });

  it("read in the reader's words and numbers", () => {
    expect(formatDuration(125, english, "en")).toBe("2 min 5 s");
    expect(formatDuration(59.6, english, "en")).toBe("1 min");
    expect(formatDuration(40 * 86_400, ({ unit, value }) => `${value} ${unit === "d" ? "Tg." : unit}`, "de")).toBe("40 Tg.");
    expect(formatDuration(1_234 * 86_400, english, "de")).toBe("1.234 d");
    expect(formatDuration(null, english, "en")).toBeNull();
  });
});

describe("sizes", () => {
  it("count bytes, kilobytes and megabytes with the reader's decimal sign", () => {
    expect(formatBytes(850, "en")).toBe("850 byte");
    expect(formatBytes(12_500, "en")).toBe("12.5 kB");
    expect(formatBytes(3_250_000, "de")).toBe("3,3 MB");
  });
});

describe("the span of a report", () => {
  it("names the first and the last day in the span's zone", () => {
    expect(spanDays({ from: "2025-05-31T22:00:00.000Z", until: "2025-06-30T22:00:00.000Z", timeZone: "Europe/Prague" })).toEqual({
      first: "2025-06-01",
      last: "2025-06-30",
    });
    expect(spanDays({ from: "2025-06-03T00:00:00.000Z", until: "2025-06-04T00:00:00.000Z", timeZone: "UTC" })).toEqual({
      first: "2025-06-03",
      last: "2025-06-03",
    });
  });
});

describe("the name of a downloaded file", () => {
  it("comes from Content-Disposition, the UTF-8 name first", () => {
    expect(fileNameOf(`attachment; filename="report-2025-06.xlsx"`, "report.xlsx")).toBe("report-2025-06.xlsx");
    expect(fileNameOf(`attachment; filename="Bericht.pdf"; filename*=UTF-8''Bericht%20M%C3%A4rz.pdf`, "report.pdf")).toBe("Bericht März.pdf");
    expect(fileNameOf("attachment; filename=plain.pdf", "report.pdf")).toBe("plain.pdf");
  });

  it("falls back without a usable name and never names a folder", () => {
    expect(fileNameOf(null, "report.pdf")).toBe("report.pdf");
    expect(fileNameOf("attachment", "report.pdf")).toBe("report.pdf");
    expect(fileNameOf(`attachment; filename="../../etc/passwd"`, "report.pdf")).toBe(".._.._etc_passwd");
  });
});
