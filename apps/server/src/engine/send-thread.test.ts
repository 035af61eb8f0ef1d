import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SendThread } from "./send-thread.js";

const log = pino({ level: "silent" });
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A thread entry written for the test (the real one needs a database and channels). */
function entry(code: string): string {
  const folder = mkdtempSync(join(tmpdir(), "send-thread-"));
  folders.push(folder);
  const file = join(folder, "entry.mjs");
  writeFileSync(
    file,
    `import { parentPort } from "node:worker_threads";\nimport { existsSync, writeFileSync } from "node:fs";\nconst marker = ${JSON.stringify(join(folder, "started-once"))};\n${code}`,
  );
  return file;
}

describe("send thread", () => {
  it("refuses to start when the thread fails before it runs, so the engine sends from the main thread", async () => {
    await expect(SendThread.start(entry(`throw new Error("no channels here");`), log, () => undefined)).rejects.toThrow("no channels here");
    await expect(SendThread.start(entry(`parentPort.postMessage({ type: "failed", message: "database unreachable" });`), log, () => undefined)).rejects.toThrow(
      "database unreachable",
    );
  });

  it("starts a thread that died again, and gives up (the main thread sends) when it cannot", async () => {
    const giveUp = vi.fn();
    // Starts once, dies after a moment, and fails every start after that.
    const dying = entry(`if (existsSync(marker)) throw new Error("broken now");
writeFileSync(marker, "");
parentPort.postMessage({ type: "started" });
setTimeout(() => process.exit(3), 50);`);
    const thread = await SendThread.start(dying, log, giveUp);
    await vi.waitFor(() => expect(giveUp).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await thread.stop(100);
  });

  it("stops a running thread: it is told the grace period and the main thread waits for its end", async () => {
    const stopping = entry(`parentPort.postMessage({ type: "started" });
parentPort.on("message", (message) => {
  if (message.type === "stop") setTimeout(() => parentPort.close(), message.graceMs);
});`);
    const thread = await SendThread.start(stopping, log, () => undefined);
    const started = Date.now();
    await thread.stop(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
