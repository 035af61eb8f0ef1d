import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Stops it (SIGTERM: a clean shutdown; SIGKILL: dies mid-work) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** Starts the real server (`apps/server/src/main.ts`) as its own process on a free port of 127.0.0.1. */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  return spawnScript("apps/server/src/main.ts", { PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", DEMO_DATA: "0", ...env });
}

/** Runs a TypeScript file of the repository as its own process until it prints "running at <url>". */
export async function spawnScript(script: string, env: Record<string, string>): Promise<ServerProcess> {
  // SERVER_PROFILE_DIR: each server process writes a CPU profile there when it exits (for `npm run bench`).
  const profile = process.env.SERVER_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.SERVER_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", script], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await addressOf(child);
  return {
    url,
    child,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
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
