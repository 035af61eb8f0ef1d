#!/usr/bin/env node
// `npm run test:telephony`: the SIP and SMPP tests alone — the channels' own tests, the alarms they
// carry through the engine, and the browser tests that answer an alarm by a key on a real phone
// (baresip) and by an SMS reply through an SMS centre. It installs nothing: it says which of
// Debian's packages are missing and stops. `npm test` runs all of these too.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const needs = [
  ["baresip", "baresip-core"],
  ["sox", "sox"],
  ["espeak-ng", "espeak-ng"],
];
const missing = needs.filter(([program]) => spawnSync("sh", ["-c", `command -v ${program}`]).status !== 0).map(([, debianPackage]) => debianPackage);
if (!existsSync(CHROMIUM)) missing.push("chromium");
if (missing.length > 0) {
  console.error(`The telephony tests need Debian's ${missing.join(", ")}: apt-get install ${missing.join(" ")}`);
  process.exit(1);
}
const run = (command, args) => spawnSync(command, args, { stdio: "inherit" }).status === 0;
const channels = ["apps/server/src/channels/sip", "apps/server/src/channels/smpp"];
const browser = ["e2e/alarm-call-sip.e2e.test.ts", "e2e/alarm-sms-smpp.e2e.test.ts"];
const passed =
  run("npx", ["vitest", "run", "--project", "api-pglite", ...channels]) &&
  run("npm", ["run", "--silent", "build"]) &&
  run("npx", ["vitest", "run", "--project", "e2e", ...browser]);
process.exit(passed ? 0 : 1);
