#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then end-to-end tests in Debian's chromium. With CI=true a missing browser or database
// fails the run; elsewhere it is said loudly and that part is not run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const CI = process.env.CI === "true";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const missing = [];
const results = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = outcome.status === 0;
  results.push({ title, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** Installs Debian packages when `isThere` says no and this is root on Debian; answers `isThere` afterwards. */
function ensureDebianPackages(what, packages, isThere) {
  if (isThere()) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync("which", ["apt-get"]).status === 0) {
    console.log(`${what} is missing: installing Debian's ${packages.join(", ")}`);
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", ...packages], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  return isThere();
}
const ensureChromium = () => ensureDebianPackages("chromium", ["chromium", "fonts-dejavu-core"], () => existsSync(CHROMIUM));
// The speech tests fail without the espeak-ng program (never skipped), so it is installed like the browser.
const ensureEspeakNg = () => ensureDebianPackages("espeak-ng", ["espeak-ng"], () => spawnSync("espeak-ng", ["--version"]).status === 0);

// The metrics test checks a real scrape with promtool, from Debian's prometheus package (never skipped).
const ensurePromtool = () => ensureDebianPackages("promtool", ["prometheus"], () => spawnSync("promtool", ["--version"]).status === 0);

// The report export tests read their PDFs back with poppler's pdftotext and pdftoppm (never skipped).
const ensurePoppler = () => ensureDebianPackages("poppler-utils", ["poppler-utils"], () => spawnSync("pdftotext", ["-v"]).status === 0);

// The participant app's browser test plays a push service over https with a certificate openssl makes.
const ensureOpenssl = () => ensureDebianPackages("openssl", ["openssl"], () => spawnSync("openssl", ["version"]).status === 0);

// The failover test runs a real Patroni cluster: Patroni, one etcd member and HAProxy (never skipped).
const ensureFailoverCluster = () =>
  ensureDebianPackages("the failover cluster", ["patroni", "etcd-server", "haproxy"], () =>
    ["patroni", "etcd", "haproxy"].every((program) => spawnSync("sh", ["-c", `command -v ${program}`]).status === 0),
  );

// The SIP tests call Debian's baresip as the participant's phone and measure what it heard with sox (never skipped).
const ensureTelephony = () =>
  ensureDebianPackages("the test phone", ["baresip-core", "sox"], () =>
    ["baresip", "sox"].every((program) => spawnSync("sh", ["-c", `command -v ${program}`]).status === 0),
  );

const hasDatabase = Boolean(process.env.TEST_DATABASE_URL);
if (!hasDatabase) missing.push("PostgreSQL: TEST_DATABASE_URL is not set, so the API tests ran on PGlite only");
const hasBrowser = ensureChromium();
if (!ensureEspeakNg()) console.log("espeak-ng is missing and could not be installed (apt-get install espeak-ng): the speech tests will fail");
if (!ensurePromtool()) console.log("promtool is missing and could not be installed (apt-get install prometheus): the metrics test will fail");
if (!ensurePoppler()) console.log("pdftotext is missing and could not be installed (apt-get install poppler-utils): the report export tests will fail");
if (!ensureOpenssl()) console.log("openssl is missing and could not be installed (apt-get install openssl): the participant app's browser test will fail");
if (!ensureFailoverCluster())
  console.log("patroni, etcd or haproxy is missing and could not be installed (apt-get install patroni etcd-server haproxy): the failover test will fail");
if (!ensureTelephony()) console.log("baresip or sox is missing and could not be installed (apt-get install baresip-core sox): the SIP tests will fail");
if (!hasBrowser) missing.push(`browser: no chromium at ${CHROMIUM}, so the end-to-end tests did not run`);

const reports = mkdtempSync(join(tmpdir(), "alarm-tests-"));
const vitest = (name, projects) => {
  const file = join(reports, `${name}.json`);
  const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
  run(name, "npx", args);
  return file;
};

run("lint", "npx", ["eslint", "."]);
run("format", "npx", ["prettier", "--check", "."]);
run("typecheck", "npm", ["run", "--silent", "typecheck"]);
// The failure and end-to-end tests run the compiled server, as production does.
run("build the server", "npm", ["run", "--silent", "build:server"]);
const reportFiles = [vitest("unit and API tests", ["unit", "api-pglite", ...(hasDatabase ? ["api-postgres"] : [])])];
// Killed server processes and a database cut off: PostgreSQL only (CI always has it).
if (hasDatabase || CI) reportFiles.push(vitest("failure tests", ["resilience"]));
if (hasBrowser) {
  if (run("build the console", "npm", ["run", "--silent", "build", "-w", "apps/web"])) {
    reportFiles.push(vitest("end-to-end tests", ["e2e"]));
    // A database failover on a real Patroni cluster, watched by a browser (docs/high-availability.md).
    reportFiles.push(vitest("failover test", ["failover"]));
  }
}

/** A failure's first line, and what a browser test waited for (Playwright's call log names the locator). */
function failureSummary(message) {
  const lines = message.split("\n");
  const waited = lines.find((line) => /^\s*- waiting for /.test(line));
  return waited ? `${lines[0]} (${waited.trim().slice(2)})` : lines[0];
}

let passed = 0;
let failed = 0;
let skipped = 0;
// Named again in the summary: CI shows only the tail of the output.
const failures = [];
for (const file of reportFiles) {
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults) {
    const where = relative(process.cwd(), suite.name);
    if (suite.status === "failed" && suite.assertionResults.length === 0) failures.push(`${where}: ${suite.message.split("\n")[0]}`);
    for (const test of suite.assertionResults) {
      if (test.status === "failed") failures.push(`${where} > ${test.fullName}: ${test.failureMessages.map(failureSummary).join(" | retried: ")}`);
    }
  }
}

console.log("\n=== summary");
for (const step of results) console.log(`${step.ok ? "ok  " : "FAIL"} ${step.title} (${step.seconds}s)`);
for (const line of missing) console.log(`NOT RUN: ${line}`);
for (const line of failures) console.log(`FAILED: ${line.slice(0, 700)}`);
const broken = results.some((step) => !step.ok) || failed > 0 || (CI && missing.length > 0);
if (CI && missing.length > 0) console.log("CI=true: every part must run, so the missing parts fail this run");
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken ? 1 : 0);
