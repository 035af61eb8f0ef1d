import { alarmDefinitionBenchmark } from "./alarm-definition-bench.js";
import { alarmTableBenchmark } from "./alarm-table-bench.js";
import { listBenchmark } from "./list-bench.js";

/** `npm run bench`: every benchmark against a real PostgreSQL, baselines measured in the same run. */
await listBenchmark();
await alarmDefinitionBenchmark();
await alarmTableBenchmark();
