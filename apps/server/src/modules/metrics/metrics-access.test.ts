import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.js";
import { parseSamples, sampleSum } from "./prometheus-text.test-support.js";

const off = useTestApp();
const open = useTestApp({ metrics: { access: "open", token: undefined } });

describe("who may read /metrics", () => {
  it("answers 404 while metrics are off, token or not", async () => {
    for (const headers of [{}, { authorization: "Bearer anything-at-all-here" }]) {
      const response = await off.app.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("serves anyone with METRICS=open", async () => {
    const response = await open.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(sampleSum(parseSamples(response.body), "alarm_console_open_alarms")).toBeUndefined();
    expect(sampleSum(parseSamples(response.body), "process_cpu_seconds_total")).toBeGreaterThan(0);
  });

  it("keeps /metrics out of the OpenAPI document and the probes in it", async () => {
    const document = (await open.app.inject({ method: "GET", url: "/rest/api/openapi.json" })).json();
    expect(Object.keys(document.paths)).not.toContain("/metrics");
    expect(document.paths["/rest/api/health/live"].get.security).toEqual([]);
    expect(document.paths["/rest/api/health/ready"].get.tags).toEqual(["System"]);
  });
});
