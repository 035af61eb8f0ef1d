import { describe, expect, it } from "vitest";
import { retryWait } from "./retry-wait";

describe("retryWait", () => {
  it("says the remaining wait in minutes, rounded up, in the user's language", () => {
    expect(retryWait(120, "en")).toBe("in 2 minutes");
    expect(retryWait(61, "en")).toBe("in 2 minutes");
    expect(retryWait(60, "en")).toBe("in 1 minute");
    expect(retryWait(120, "de")).toBe("in 2 Minuten");
    expect(retryWait(240, "cs")).toBe("za 4 minuty");
    expect(retryWait(3600, "fr")).toBe("dans 60 minutes");
    expect(retryWait(120, "it")).toBe("tra 2 minuti");
  });

  it("counts seconds under a minute", () => {
    expect(retryWait(45, "en")).toBe("in 45 seconds");
    expect(retryWait(0.2, "en")).toBe("in 1 second");
  });
});
