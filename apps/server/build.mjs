#!/usr/bin/env node
// `npm run build:server`: the server and the contract it shares with the console, bundled into one
// JavaScript file (dist/main.js, with a source map; dist/send-thread.js for the engine's send thread; chunks beside them for what is loaded on demand) that plain `node` runs. Installed packages stay
// outside the bundle and are loaded from node_modules, as in development.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const dependenciesOf = (manifest) => Object.keys(JSON.parse(readFileSync(new URL(manifest, import.meta.url), "utf8")).dependencies ?? {});
// drizzle-orm is bundled: loaded from node_modules, each of its hundreds of modules would bring its
// source map (with the TypeScript sources) into the memory of each thread under --enable-source-maps.
const bundled = ["@alarm/contract", "drizzle-orm"];
const external = [...dependenciesOf("./package.json"), ...dependenciesOf("../../packages/contract/package.json")].filter((name) => !bundled.includes(name));

const started = Date.now();
await build({
  entryPoints: { main: new URL("./src/main.ts", import.meta.url).pathname, "send-thread": new URL("./src/send-thread-main.ts", import.meta.url).pathname },
  outdir: new URL("./dist", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  // What the server imports only when needed (report files, workbooks, the embedded database) goes
  // into chunks of its own beside main.js, loaded with it: a server that never needs it does not hold it.
  splitting: true,
  target: "node20",
  sourcemap: true,
  // Stack traces need the mappings only; the sources are in the repository.
  sourcesContent: false,
  external,
  logLevel: "warning",
});
console.log(`server built to apps/server/dist/main.js (and send-thread.js) in ${Date.now() - started} ms`);
