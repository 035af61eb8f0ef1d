import { alarmDefinitionBenchmark } from "./alarm-definition-bench.js";
import { alarmTableBenchmark } from "./alarm-table-bench.js";
import { consoleWeightBenchmark } from "./console-weight-bench.js";
import { engineBenchmark } from "./engine-bench.js";
import { importBenchmark } from "./import-bench.js";
import { integrationsBenchmark } from "./integrations-bench.js";
import { listBenchmark } from "./list-bench.js";
import { loneWorkerBenchmark } from "./lone-worker-bench.js";
import { onCallBenchmark } from "./on-call-bench.js";
import { reportsBenchmark } from "./reports-bench.js";
import { rulesBenchmark } from "./rules-bench.js";
import { sipBenchmark } from "./sip-bench.js";
import { smppBenchmark } from "./smpp-bench.js";
import { stormBenchmark } from "./storm-bench.js";

/**
 * `npm run bench`: every benchmark against a real PostgreSQL, baselines measured in the same run.
 * `npm run bench -- engine alarm-table` runs only those named.
 */
const benchmarks: Record<string, () => Promise<void>> = {
  lists: listBenchmark,
  "alarm-definition": alarmDefinitionBenchmark,
  engine: engineBenchmark,
  "alarm-table": alarmTableBenchmark,
  "on-call": onCallBenchmark,
  integrations: integrationsBenchmark,
  reports: reportsBenchmark,
  "lone-worker": loneWorkerBenchmark,
  console: consoleWeightBenchmark,
  import: importBenchmark,
  rules: rulesBenchmark,
  smpp: smppBenchmark,
  sip: sipBenchmark,
  storm: stormBenchmark,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benchmarks));
if (unknown.length) throw new Error(`unknown benchmark ${unknown.join(", ")}; choose from ${Object.keys(benchmarks).join(", ")}`);
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
