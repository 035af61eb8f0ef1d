import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/** Speaks `text` with an espeak-ng voice into a WAV file at `wavPath`. */
export type Synthesizer = (voice: string, text: string, wavPath: string) => Promise<void>;

/** The synthesizer cannot run here at all (as opposed to failing on one text). */
export class SynthesizerMissing extends Error {}

// The text follows "--", so a text starting with "-" is never read as an option; no shell is involved.
const espeakArguments = (voice: string, text: string, wavPath: string) => ["-v", voice, "-w", wavPath, "--", text];

const timedOut = (timeoutMs: number) => new Error(`espeak-ng failed: no result within ${timeoutMs} ms`);

/** Debian's espeak-ng program, run as a child process that is killed after `timeoutMs`. */
export function programSynthesizer(program: string, timeoutMs: number): Synthesizer {
  return (voice, text, wavPath) =>
    new Promise((resolve, reject) => {
      execFile(program, espeakArguments(voice, text, wavPath), { timeout: timeoutMs }, (error, _stdout, stderr) => {
        if (!error) return resolve();
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return reject(new SynthesizerMissing(`${program} not found`));
        reject(error.killed ? timedOut(timeoutMs) : new Error(`espeak-ng failed: ${stderr.trim() || error.message}`));
      });
    });
}

/** Where the npm package `espeak-ng` (the WebAssembly build) is installed, or undefined when it is not. */
export function espeakWasmModule(): string | undefined {
  try {
    return pathToFileURL(createRequire(import.meta.url).resolve("espeak-ng")).href;
  } catch {
    return undefined;
  }
}

// Runs one espeak-ng command line in a worker thread and posts back the WAV bytes (or why there are none).
const WASM_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.moduleUrl).then(
  async ({ default: espeak }) => {
    const messages = [];
    const module = await espeak({ arguments: workerData.args, print() {}, printErr: (line) => messages.push(line) });
    const made = module.FS.analyzePath(workerData.output).exists;
    parentPort.postMessage(made ? { audio: module.FS.readFile(workerData.output) } : { failure: messages[0] || "no audio" });
  },
  (error) => parentPort.postMessage({ missing: String(error) }),
);
`;

type WorkerAnswer = { audio?: Uint8Array; failure?: string; missing?: string };

/**
 * The WebAssembly build of espeak-ng from npm: the same program and voices, so the same audio, about
 * ten times slower than the program. It runs in a worker thread, so the server keeps answering
 * meanwhile and a synthesis can be stopped after `timeoutMs`.
 */
export function wasmSynthesizer(moduleUrl: string | undefined, timeoutMs: number): Synthesizer {
  return async (voice, text, wavPath) => {
    if (!moduleUrl) throw new SynthesizerMissing("the npm package espeak-ng is not installed");
    const output = "/speech.wav";
    const worker = new Worker(WASM_WORKER, { eval: true, workerData: { moduleUrl, args: espeakArguments(voice, text, output), output } });
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
        timer = setTimeout(() => reject(timedOut(timeoutMs)), timeoutMs);
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      if (answer.missing) throw new SynthesizerMissing(`the espeak-ng WebAssembly build cannot be loaded: ${answer.missing}`);
      if (!answer.audio) throw new Error(`espeak-ng failed: ${answer.failure}`);
      await writeFile(wavPath, answer.audio);
    } finally {
      clearTimeout(timer);
      await worker.terminate();
    }
  };
}
