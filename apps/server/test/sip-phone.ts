import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { until } from "./until.js";
import { freePort } from "./free-port.js";

/** How the phone takes a call: answers at once, or rings until it is told what to do. */
export type AnswerMode = "auto" | "manual";

export type SipPhone = {
  /** The number it answers to, and where it listens for SIP (UDP and TCP). */
  number: string;
  host: string;
  port: number;
  /** Calls it has taken so far. */
  established(): number;
  /** Calls that have rung (incoming) so far, answered or not. */
  rung(): number;
  /** Calls that have ended so far, by either side. */
  ended(): number;
  /** Presses a key in the current call: sent as RFC 4733 telephone-events. */
  press(key: string): Promise<void>;
  /** Refuses or ends the current call (486 Busy Here while it rings). */
  hangUp(): Promise<void>;
  /** The audio it received, one WAV file per call, decoded (8 kHz). */
  recordings(): Promise<string[]>;
  /** What baresip printed. */
  output(): string;
  close(): Promise<void>;
};

export const hasBaresip = () => spawnSync("baresip", ["-h"]).error === undefined;

/**
 * Debian's baresip as a participant's phone: listening on 127.0.0.1 for calls to `number`, playing
 * silence into each call, recording what it hears (the sndfile module), and driven over ctrl_tcp
 * (netstring JSON commands) to press keys and hang up.
 */
export async function startSipPhone({ number = "+41791234567", answer = "auto" as AnswerMode } = {}): Promise<SipPhone> {
  const home = await mkdtemp(join(tmpdir(), "sip-phone-"));
  const recordings = join(home, "recordings");
  await mkdir(recordings);
  const silence = join(home, "silence.wav");
  spawnSync("sox", ["-n", "-r", "8000", "-c", "1", "-b", "16", silence, "trim", "0", "120"]);
  await writeFile(join(home, "accounts"), `<sip:${number}@127.0.0.1>;regint=0;answermode=${answer};audio_codecs=PCMA,PCMU\n`);
  // The ports are free when chosen, but another test may take one (baresip also listens on UDP, which
  // freePort does not look at) before baresip binds it: then baresip exits at once and is started
  // again on other ports.
  let started: Awaited<ReturnType<typeof launchBaresip>> | undefined;
  for (let attempt = 1; !started; attempt++) {
    const launched = await launchBaresip(home, silence, recordings);
    if (launched.ready) started = launched;
    else if (attempt === 3 || launched.child.exitCode === null) {
      launched.child.kill("SIGKILL");
      throw new Error(`baresip did not start (exit ${launched.child.exitCode ?? "none"}: ${lastLine(launched.printed())}):\n${launched.printed()}`);
    }
  }
  const { child, port, controlPort, printed: output } = started;
  // baresip tells what happens to its calls as events on a ctrl_tcp connection: counted here by type.
  const events = new Map<string, number>();
  let answered: (() => void) | undefined;
  const control = connect(controlPort, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    control.once("error", reject);
    control.once("connect", () => resolve());
  });
  let pending = "";
  control.on("data", (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    // Netstrings: "<length>:<JSON>,"
    for (let colon = pending.indexOf(":"); colon > 0; colon = pending.indexOf(":")) {
      const length = Number(pending.slice(0, colon));
      if (pending.length < colon + 1 + length + 1) break;
      const message = JSON.parse(pending.slice(colon + 1, colon + 1 + length)) as { event?: boolean; type?: string; response?: boolean };
      pending = pending.slice(colon + 1 + length + 1);
      if (message.event && message.type) events.set(message.type, (events.get(message.type) ?? 0) + 1);
      if (message.response) answered?.();
    }
  });
  const count = (type: string) => events.get(type) ?? 0;

  /** Sends a command and waits for baresip's answer to it. */
  async function command(name: string, params = "") {
    const body = JSON.stringify({ command: name, params, token: name });
    const done = new Promise<void>((resolve) => (answered = resolve));
    control.write(`${Buffer.byteLength(body)}:${body},`);
    await done;
  }

  return {
    number,
    host: "127.0.0.1",
    port,
    established: () => count("CALL_ESTABLISHED"),
    rung: () => count("CALL_INCOMING"),
    ended: () => count("CALL_CLOSED"),
    press: (key) => command("sndcode", key),
    hangUp: () => command("hangup"),
    recordings: async () =>
      (await readdir(recordings))
        .filter((name) => name.endsWith("-dec.wav"))
        .sort()
        .map((name) => join(recordings, name)),
    output,
    async close() {
      control.destroy();
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(undefined)));
      await rm(home, { recursive: true, force: true });
    },
  };
}

/** baresip with its configuration in `home`, on ports free when chosen: `ready` once it says so, or not when it exited first. */
async function launchBaresip(home: string, silence: string, recordings: string) {
  const [port, controlPort] = [await freePort(), await freePort()];
  await writeFile(
    join(home, "config"),
    [
      `sip_listen 127.0.0.1:${port}`,
      `audio_source aufile,${silence}`,
      "audio_player aubridge,phone",
      "audio_alert aubridge,phone",
      "module_path /usr/lib/baresip/modules",
      ...["g711", "aufile", "aubridge", "sndfile"].map((name) => `module ${name}.so`),
      ...["account", "menu", "ctrl_tcp"].map((name) => `module_app ${name}.so`),
      `ctrl_tcp_listen 127.0.0.1:${controlPort}`,
      `snd_path ${recordings}`,
      "",
    ].join("\n"),
  );
  let printed = "";
  const child: ChildProcess = spawn("baresip", ["-f", home], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const ready = () => printed.includes("baresip is ready");
  await until(() => ready() || child.exitCode !== null, "baresip to start", 20_000).catch(() => undefined);
  return { child, port, controlPort, ready: ready(), printed: () => printed };
}

const lastLine = (text: string) =>
  text
    .split("\n")
    .map((line) => stripVTControlCharacters(line).trim())
    .filter(Boolean)
    .at(-1) ?? "nothing printed";

/** Seconds a recording of the call going on holds so far: baresip writes the WAV header's length only at the end (8 kHz, 16 bits). */
export const recordedSeconds = (path: string) => Math.max(0, (statSync(path).size - 44) / 16_000);

/** How long a WAV recording runs and how loud it is (RMS, 0–1), over `[from, from + seconds)` when given; read by sox. */
export function audioFigures(path: string, from = 0, seconds?: number): { seconds: number; rms: number } {
  const length = Number(spawnSync("soxi", ["-D", path], { encoding: "utf8" }).stdout.trim());
  const trim = ["trim", String(from), ...(seconds === undefined ? [] : [String(seconds)])];
  const stat = spawnSync("sox", [path, "-n", ...trim, "stat"], { encoding: "utf8" }).stderr;
  const rms = Number(/RMS\s+amplitude:\s+([\d.]+)/.exec(stat)?.[1] ?? Number.NaN);
  return { seconds: length, rms };
}
