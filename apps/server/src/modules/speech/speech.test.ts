import { execFile } from "node:child_process";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.js";
import { SpeechService } from "./service.js";

const ctx = useTestApp();

const TWELVE_WORDS = "Fire alarm in building three, please leave by the nearest exit now.";
const GERMAN = "Feueralarm im Gebäude drei, bitte verlassen Sie das Gebäude über den nächsten Ausgang.";
const CZECH = "Požární poplach v budově tři, opusťte prosím budovu nejbližším východem.";

type Wav = { sampleRate: number; channels: number; bitsPerSample: number; dataBytes: number; seconds: number };

/** Reads a RIFF/WAVE header chunk by chunk: the format, and the length of the samples. */
function decodeWav(bytes: Buffer): Wav {
  expect(bytes.toString("ascii", 0, 4)).toBe("RIFF");
  expect(bytes.toString("ascii", 8, 12)).toBe("WAVE");
  let format: Omit<Wav, "dataBytes" | "seconds"> | undefined;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = bytes.toString("ascii", offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === "fmt ") {
      expect(bytes.readUInt16LE(offset + 8), "PCM").toBe(1);
      format = { channels: bytes.readUInt16LE(offset + 10), sampleRate: bytes.readUInt32LE(offset + 12), bitsPerSample: bytes.readUInt16LE(offset + 22) };
    }
    if (id === "data") {
      if (!format) throw new Error("data chunk before fmt chunk");
      expect(offset + 8 + size, "data chunk size matches the file").toBe(bytes.length);
      return { ...format, dataBytes: size, seconds: size / (format.sampleRate * format.channels * (format.bitsPerSample / 8)) };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("no data chunk");
}

let adminToken: Promise<string> | undefined;

async function prelisten(text: unknown, language?: string) {
  const token = await (adminToken ??= ctx.signIn("admin").then((login) => login.token));
  const query = language ? `?language=${language}` : "";
  return ctx.call({
    method: "POST",
    url: `/alarmpoints/text-prelisten-link${query}`,
    token,
    payload: JSON.stringify(text),
    headers: { "content-type": "application/json" },
  });
}

/** Asks for a link and plays it the way the console's <audio> element does: no bearer token. */
async function spoken(text: string, language?: string) {
  const response = await prelisten(text, language);
  expect(response.statusCode, response.body).toBe(200);
  const { link } = response.json<{ link: string }>();
  const audio = await ctx.call({ method: "GET", url: link });
  expect(audio.statusCode).toBe(200);
  expect(audio.headers["content-type"]).toBe("audio/wav");
  expect(Number(audio.headers["content-length"])).toBe(audio.rawPayload.length);
  return { link, bytes: audio.rawPayload, wav: decodeWav(audio.rawPayload) };
}

const speechFiles = async (dataDir: string) => readdir(join(dataDir, "speech")).catch(() => [] as string[]);

describe("speech synthesis", () => {
  it("has Debian's espeak-ng program (CI installs it; elsewhere: apt-get install espeak-ng)", async () => {
    const version = await promisify(execFile)(ctx.config.espeakNg, ["--version"]).catch((error: Error) => {
      throw new Error(`${ctx.config.espeakNg} does not run (${error.message}): install it with apt-get install espeak-ng`);
    });
    expect(version.stdout).toMatch(/eSpeak NG/);
  });

  it("answers a link to real audio whose length fits the text, and a longer text lasts longer", async () => {
    const before = Date.now();
    const response = await prelisten(TWELVE_WORDS, "ENGLISH");
    expect(response.statusCode, response.body).toBe(200);
    const { link, expiresAt } = response.json();
    expect(link).toMatch(/^\/rest\/api\/alarmpoints\/prelisten\/[\w-]{43}\.[0-9a-z]+\.[\w-]{22}$/);
    const expiresIn = (Date.parse(expiresAt) - before) / 1000;
    expect(expiresIn).toBeGreaterThan(ctx.config.speechLinkTtlSeconds - 5);
    expect(expiresIn).toBeLessThanOrEqual(ctx.config.speechLinkTtlSeconds + 1);

    const short = await spoken(TWELVE_WORDS, "ENGLISH");
    expect(short.wav).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(short.wav.seconds).toBeGreaterThan(2);
    expect(short.wav.seconds).toBeLessThan(8);
    const long = await spoken(`${TWELVE_WORDS} ${TWELVE_WORDS}`, "ENGLISH");
    expect(long.wav.seconds).toBeGreaterThan(short.wav.seconds * 1.6);
  });

  it("speaks German and Czech with their own voices", async () => {
    const german = await spoken(GERMAN, "GERMAN");
    const czech = await spoken(CZECH, "CZECH");
    for (const { wav } of [german, czech]) {
      expect(wav.seconds).toBeGreaterThan(2);
      expect(wav.seconds).toBeLessThan(10);
    }
    const sameText = await Promise.all(["ENGLISH", "GERMAN", "CZECH"].map((language) => spoken("Alarm 42", language)));
    const distinct = new Set(sameText.map(({ bytes }) => bytes.toString("base64")));
    expect(distinct.size).toBe(3);
  });

  it("defaults to English and caches each text once under DATA_DIR/speech", async () => {
    const text = "Cached text for the default language.";
    const first = await spoken(text);
    const english = await spoken(text, "ENGLISH");
    expect(english.bytes.equals(first.bytes)).toBe(true);
    const speech = new SpeechService(ctx.config, ctx.database.db);
    const files = await speechFiles(ctx.config.dataDir);
    expect(files).toContain(`${speech.cacheKey(text, "ENGLISH")}.wav`);
    expect(files.filter((name) => !name.endsWith(".wav"))).toEqual([]);
  });

  it("speaks line breaks as spaces: the same audio as the text with spaces", async () => {
    const withBreaks = await spoken("Gas leak\nin the boiler room.\r\nLeave now.");
    const withSpaces = await spoken("Gas leak in the boiler room. Leave now.");
    const keyOf = (link: string) => link.split("/").pop()!.split(".")[0];
    expect(keyOf(withBreaks.link)).toBe(keyOf(withSpaces.link));
    expect(withBreaks.bytes.equals(withSpaces.bytes)).toBe(true);
    const speech = new SpeechService(ctx.config, ctx.database.db);
    expect(speech.cacheKey("a\nb", "CZECH")).toBe(speech.cacheKey("a b", "CZECH"));
  });

  it("never reads the text as espeak-ng options", async () => {
    const { wav } = await spoken("--version -w /tmp/prelisten-injection.wav");
    expect(wav.seconds).toBeGreaterThan(1);
    await expect(readdir("/tmp")).resolves.not.toContain("prelisten-injection.wav");
  });

  it.each([
    ["an empty text", "", undefined],
    ["a text of line breaks only", "\n\r\n", undefined],
    ["a text longer than 2000 characters", "word ".repeat(401), undefined],
    ["a body that is not a string", { text: "hello" }, undefined],
    ["an unknown language", "Hello", "KLINGON"],
  ])("refuses %s with 400 and synthesizes nothing", async (_, text, language) => {
    const before = await speechFiles(ctx.config.dataDir);
    const response = await prelisten(text, language);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION");
    expect(await speechFiles(ctx.config.dataDir)).toEqual(before);
  });

  it("refuses an empty request body with 400", async () => {
    const token = await (adminToken ??= ctx.signIn("admin").then((login) => login.token));
    const response = await ctx.call({ method: "POST", url: "/alarmpoints/text-prelisten-link", token, headers: { "content-type": "application/json" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("code");
  });

  it("answers 404 to a tampered, malformed or unknown link, never a 500", async () => {
    const { link } = await spoken("Tamper with me.");
    const [key, expires, signature] = link.split("/").pop()!.split(".") as [string, string, string];
    const flip = (text: string) => (text[0] === "a" ? "b" : "a") + text.slice(1);
    const forged = [
      `${flip(key)}.${expires}.${signature}`,
      `${key}.${(parseInt(expires, 36) + 3600).toString(36)}.${signature}`,
      `${key}.${expires}.${flip(signature)}`,
      `${key}.${expires}`,
      "not-a-token",
      `${key}.${expires}.${signature}.wav`,
      encodeURIComponent("../../../etc/passwd"),
    ];
    for (const token of forged) {
      const response = await ctx.call({ method: "GET", url: `/alarmpoints/prelisten/${token}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", reason: expect.any(String) });
    }
  });

  it("serves byte ranges, as browsers ask when seeking", async () => {
    const { link, bytes } = await spoken("Seek in this audio, please.");
    const head = await ctx.call({ method: "GET", url: link, headers: { range: "bytes=0-43" } });
    expect(head.statusCode).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 0-43/${bytes.length}`);
    expect(head.rawPayload.equals(bytes.subarray(0, 44))).toBe(true);
    const tail = await ctx.call({ method: "GET", url: link, headers: { range: "bytes=-100" } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    const outside = await ctx.call({ method: "GET", url: link, headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${bytes.length}`);
  });
});

describe("speech without the espeak-ng program", () => {
  const withoutProgram = async () => ({ ...ctx.config, espeakNg: "/nonexistent/espeak-ng", dataDir: await mkdtemp(join(tmpdir(), "alarm-speech-")) });

  it("falls back to the WebAssembly build from npm, which speaks exactly the same audio", async () => {
    const text = "The fallback speaks the same words.";
    const program = await new SpeechService(ctx.config, ctx.database.db).synthesize(text, "GERMAN");
    const synthesis = new SpeechService(await withoutProgram(), ctx.database.db).synthesize(text, "GERMAN");
    let finished = false;
    void synthesis.then(() => (finished = true));
    // It runs in a worker thread: the server keeps answering meanwhile.
    expect((await ctx.call({ method: "GET", url: "/health" })).statusCode).toBe(200);
    expect(finished).toBe(false);
    const wasm = await synthesis;
    expect(decodeWav(wasm).seconds).toBeGreaterThan(1);
    expect(wasm.equals(program)).toBe(true);
  });

  it("answers 503 SPEECH_UNAVAILABLE saying how to install it when no synthesizer runs", async () => {
    const config = await withoutProgram();
    const speech = new SpeechService(config, ctx.database.db, "file:///nonexistent/espeak-ng.js");
    await expect(speech.prelistenLink("Hello", "ENGLISH")).rejects.toMatchObject({
      status: 503,
      code: "SPEECH_UNAVAILABLE",
      reason: "Speech synthesis is not installed: apt-get install espeak-ng",
    });
    expect(await speechFiles(config.dataDir)).toEqual([]);
  });
});

describe("speech links with a lifetime of zero", () => {
  const expired = useTestApp({ speechLinkTtlSeconds: 0 });

  it("answers 404 once a link has expired", async () => {
    const { token } = await expired.signIn("admin");
    const response = await expired.call({
      method: "POST",
      url: "/alarmpoints/text-prelisten-link",
      token,
      payload: JSON.stringify("Too late."),
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
    const audio = await expired.call({ method: "GET", url: response.json().link });
    expect(audio.statusCode).toBe(404);
    expect(audio.json().code).toBe("NOT_FOUND");
  });
});
