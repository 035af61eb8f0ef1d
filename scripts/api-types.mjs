#!/usr/bin/env node
// `npm run api-types`: writes packages/contract/src/generated/api-paths.ts, the types of the server's routes that the
// console's API client checks its calls against. Run it after changing a route; api-paths.test.ts fails until then.
import { writeFile } from "node:fs/promises";
import { tsImport } from "tsx/esm/api";

const { API_PATHS_FILE, apiPathsSource } = await tsImport("../apps/server/test/api-paths.ts", import.meta.url);
await writeFile(API_PATHS_FILE, await apiPathsSource());
console.log(`wrote ${API_PATHS_FILE}`);
// The server's engine keeps timers; the document is written, so the script is done.
process.exit(0);
