import { engineBenchmark } from "./engine-bench.js";
await engineBenchmark();
