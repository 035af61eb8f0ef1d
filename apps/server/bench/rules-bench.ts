import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ALARM_RULE_LIMITS, type CreatedIntegrationKey } from "@alarm/contract";
import { createAlarmPoint, createParticipant } from "../test/alarm-fixtures.js";
import { COSTLY_SUMMARY, costlyRules } from "../test/costly-rules.js";
import { httpCall, signIn } from "../test/http-call.js";
import { spawnServer } from "../test/server-process.js";
import { createBenchDatabase } from "./bench-database.js";
import { ms } from "./measure.js";

const PASSWORD = "bench-password-1";
const EVENTS = 5;

/**
 * The most expensive rule set the limits allow, saved in one organization: how long one event takes
 * through the Events API, and how long /health/live waits meanwhile (asked again as soon as it answers).
 */
export async function rulesBenchmark() {
  const bench = await createBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-bench-"));
  const server = await spawnServer({ DATABASE_URL: bench.url, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "error", ENGINE: "0" });
  try {
    const call = httpCall(server.url);
    const token = await signIn(call, "admin", PASSWORD);
    const person = await createParticipant(call, token, { devices: [{ type: "EMAIL", address: "bench@alarm.test" }] });
    const pointId = await createAlarmPoint(call, token, { ranks: [{ participantIds: [person.id], waitTime: 60 }] });
    const created = await call({ method: "POST", url: `/alarm-points/${pointId}/integration-keys`, token, payload: { kind: "EVENTS_API_V2", name: "Bench" } });
    const { secret } = created.json<CreatedIntegrationKey>();
    for (const rule of costlyRules(1, ALARM_RULE_LIMITS.regexConditionsPerLine)) {
      const response = await call({ method: "POST", url: "/alarm-rules", token, payload: rule });
      if (response.statusCode !== 200) throw new Error(response.body);
    }
    const payload = { summary: COSTLY_SUMMARY, source: "bench", severity: "critical" };
    console.log(
      `\nAlarm rules: ${ALARM_RULE_LIMITS.regexConditionsPerLine} costly regular expressions on a ${COSTLY_SUMMARY.length}-character summary, one event at a time`,
    );
    for (let round = 1; round <= EVENTS; round++) {
      const started = performance.now();
      let done = false;
      const sent = fetch(`${server.url}/rest/integrations/v2/enqueue`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ routing_key: secret, event_action: "trigger", dedup_key: `bench-${round}`, payload }),
      }).then(async (response) => {
        if (response.status !== 202) throw new Error(`${response.status} ${await response.text()}`);
        done = true;
        return performance.now() - started;
      });
      let slowestHealth = 0;
      while (!done) {
        const asked = performance.now();
        await fetch(`${server.url}/rest/api/health/live`);
        slowestHealth = Math.max(slowestHealth, performance.now() - asked);
      }
      console.log(`  event ${round}: ${ms(await sent)}; slowest /health/live meanwhile: ${ms(slowestHealth)}`);
    }
  } finally {
    await server.stop();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
