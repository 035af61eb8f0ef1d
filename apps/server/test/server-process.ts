import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const COMPILED_SERVER = "apps/server/dist/main.js";

/**
 * The flags node runs the server with, here as in `npm run serve` and the Docker image (a test
 * holds the three together). `--max-semi-space-size=4` caps each thread's young generation at
 * 4 MB a half: with V8's default (16 MB) the server grew from 200 to over 270 MB within 30 s at 50
 * alarms/s, two threads each filling theirs; capped, it stays near 200 MB, its collector taking
 * about two points more of each thread. `--heap-growing-percent=25` starts the next full collection
 * once the old generation grew by a quarter of what survived the last (V8's own factor goes up to
 * four): overloaded at 300 alarms/s the main thread's heap rose from 60 MB live to 240 MB, and the
 * server to 400 MB; with it the server stays under 225 MB (README, the first section).
 */
export const SERVER_NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=4", "--heap-growing-percent=25"];

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** The log lines it wrote (JSON, pino's), from its start. */
  logLines(): string[];
  /** Stops it (SIGTERM: a clean shutdown; SIGKILL: dies mid-work) and waits for the exit; answers the exit code (null when killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Starts the real server as it runs in production (the compiled `apps/server/dist/main.js` on plain
 * node) as its own process on a free port of 127.0.0.1. Flood protection and chatter folding are
 * off unless `env` turns them on: the tests and benches that start it raise many alarms of few
 * points within minutes, each to follow one alarm's whole path.
 */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  refuseStaleBuild();
  const defaults = { PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", DEMO_DATA: "0", FLOOD_ALARMS: "0", CHATTER_ALARMS: "0" };
  return startProcess([...SERVER_NODE_FLAGS, COMPILED_SERVER], { ...defaults, ...env });
}

/** A test of yesterday's build would pass or fail for the wrong reasons. */
function refuseStaleBuild() {
  const built = modifiedAt(join(repoRoot, COMPILED_SERVER));
  const sources = [join(repoRoot, "apps/server/src"), join(repoRoot, "packages/contract/src")];
  if (built === null || sources.some((folder) => newestIn(folder) > built)) {
    throw new Error(`${COMPILED_SERVER} is missing or older than the sources: run \`npm run build:server\` (npm test and npm run bench do)`);
  }
}

function modifiedAt(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function newestIn(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.endsWith(".test.ts")) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Runs a TypeScript file of the repository as its own process until it prints "running at <url>". */
export function spawnScript(script: string, env: Record<string, string>): Promise<ServerProcess> {
  return startProcess(["--import", "tsx", script], env);
}

async function startProcess(args: string[], env: Record<string, string>): Promise<ServerProcess> {
  // SERVER_PROFILE_DIR: each process writes a CPU profile there when it exits (for `npm run bench`).
  const profile = process.env.SERVER_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.SERVER_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, ...args], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = await addressOf(child);
  return {
    url,
    child,
    logLines: () => log.split("\n").filter(Boolean),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

function addressOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
