#!/usr/bin/env node
// `npm run test:failover`: the database failover test alone (docs/high-availability.md). It installs
// nothing: it says which of Debian's packages are missing and stops. It builds the server and the
// console first, since it runs them as production does, and a browser watches the live table.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const needs = [
  ["patroni", "patroni"],
  ["etcd", "etcd-server"],
  ["haproxy", "haproxy"],
  ["/usr/lib/postgresql/15/bin/postgres", "postgresql-15"],
];
const missing = needs.filter(([program]) => spawnSync("sh", ["-c", `command -v ${program}`]).status !== 0).map(([, debianPackage]) => debianPackage);
if (!existsSync(CHROMIUM)) missing.push("chromium");
if (missing.length > 0) {
  console.error(`The failover test needs Debian's ${missing.join(", ")}: apt-get install ${missing.join(" ")}`);
  process.exit(1);
}
const run = (command, args) => spawnSync(command, args, { stdio: "inherit" }).status === 0;
if (!run("npm", ["run", "--silent", "build"])) process.exit(1);
process.exit(run("npx", ["vitest", "run", "--project", "failover"]) ? 0 : 1);
