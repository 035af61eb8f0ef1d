import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.js";

const testMode = useTestApp();
const production = useTestApp({ testClock: false });

describe("the test clock route", () => {
  it("moves the server's clock forward in test mode", async () => {
    const before = testMode.clock.now().getTime();
    const response = await testMode.call({ method: "POST", url: "/test/clock", payload: { advanceSeconds: 3600 } });
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json<{ now: string }>().now) - before).toBeGreaterThanOrEqual(3600_000);
    expect(testMode.clock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(3600_000 - 1000);
  });

  it("refuses to move it back", async () => {
    const response = await testMode.call({ method: "POST", url: "/test/clock", payload: { advanceSeconds: -1 } });
    expect(response.statusCode).toBe(400);
  });

  it("moves it to a chosen instant, never into its past", async () => {
    const target = new Date(testMode.clock.now().getTime() + 7 * 86_400_000);
    const response = await testMode.call({ method: "POST", url: "/test/clock", payload: { at: target.toISOString() } });
    expect(response.statusCode).toBe(200);
    expect(Math.abs(testMode.clock.now().getTime() - target.getTime())).toBeLessThan(1000);
    const back = await testMode.call({ method: "POST", url: "/test/clock", payload: { at: new Date(target.getTime() - 86_400_000).toISOString() } });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ code: "VALIDATION", details: [expect.objectContaining({ field: "at" })] });
  });

  it("does not exist without test mode", async () => {
    const response = await production.call({ method: "POST", url: "/test/clock", payload: { advanceSeconds: 3600 } });
    expect(response.statusCode).toBe(404);
  });
});
