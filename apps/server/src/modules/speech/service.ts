import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { ParticipantLanguage, prelistenLink } from "@alarm/contract";
import type { z } from "zod";
import type { Config } from "../../config.js";
import { AppError, notFound } from "../../core/errors.js";
import { sharedSetting } from "../../core/shared-settings.js";
import type { Executor } from "../../db/database.js";
import { PrelistenTokens } from "./prelisten-token.js";
import { espeakWasmModule, programSynthesizer, type Synthesizer, SynthesizerMissing, wasmSynthesizer } from "./synthesizers.js";
import { VOICES } from "./voices.js";

const SYNTHESIS_TIMEOUT_MS = 20_000;
const PRELISTEN_PATH = "/rest/api/alarmpoints/prelisten";

// Until the contract's error catalogue names it (docs/domain-rules.md#error-catalogue).
export const speechUnavailable = (reason: string) => new AppError("SPEECH_UNAVAILABLE", reason);
const NOT_INSTALLED = "Speech synthesis is not installed: apt-get install espeak-ng";

/** Speech texts as people hear them: line breaks are pauses like spaces (docs/domain-rules.md#validation). */
export const speechText = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/**
 * Turns speech texts into WAV audio with espeak-ng, for the editors' pre-listen and for voice calls.
 * Audio is cached under DATA_DIR/speech by a hash of language and text, so a text is synthesized once.
 */
export class SpeechService {
  private readonly synthesizer: Synthesizer;
  private readonly tokens: PrelistenTokens;
  private readonly inProgress = new Map<string, Promise<void>>();
  private secret: Promise<string> | undefined;

  constructor(
    private readonly config: Config,
    db: Executor,
    /** File URL of the WebAssembly build used when the program is missing; the npm package's by default. */
    wasmModule = espeakWasmModule(),
  ) {
    this.synthesizer = firstAvailable([programSynthesizer(config.espeakNg, SYNTHESIS_TIMEOUT_MS), wasmSynthesizer(wasmModule, SYNTHESIS_TIMEOUT_MS)]);
    this.tokens = new PrelistenTokens(() => (this.secret ??= this.sharedSecret(db)));
  }

  /** The link-signing key every instance shares through the database; asked again after a failure. */
  private sharedSecret(db: Executor) {
    return sharedSetting(db, "speech-link-secret", () => randomBytes(32).toString("base64url")).catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
  }

  /** WAV audio of `text` spoken in `language`. */
  async synthesize(text: string, language: ParticipantLanguage): Promise<Buffer> {
    return readFile(this.audioPath(await this.cachedAudio(text, language)));
  }

  /** Synthesizes now, so a failure shows at once, and answers a link that plays without a token until it expires. */
  async prelistenLink(text: string, language: ParticipantLanguage, now = new Date()): Promise<z.infer<typeof prelistenLink>> {
    const key = await this.cachedAudio(text, language);
    const expiresAt = new Date(now.getTime() + this.config.speechLinkTtlSeconds * 1000);
    return { link: `${PRELISTEN_PATH}/${await this.tokens.sign(key, expiresAt)}`, expiresAt: expiresAt.toISOString() };
  }

  /** The audio file a pre-listen link names; a forged, expired or malformed link is not found. */
  async prelistenAudio(token: string, now = new Date()): Promise<{ path: string; size: number }> {
    const key = await this.tokens.verify(token, now);
    const path = key && this.audioPath(key);
    const file = path ? await stat(path).catch(() => undefined) : undefined;
    if (!path || !file) throw notFound("Pre-listen audio");
    return { path, size: file.size };
  }

  cacheKey(text: string, language: ParticipantLanguage): string {
    return createHash("sha256")
      .update(`${language}\n${speechText(text)}`)
      .digest("hex");
  }

  private audioPath(key: string) {
    return join(this.config.dataDir, "speech", `${key}.wav`);
  }

  /** The cache key of the audio, synthesizing it first unless it is cached; one synthesis per key at a time. */
  private async cachedAudio(text: string, language: ParticipantLanguage): Promise<string> {
    const key = this.cacheKey(text, language);
    if (await stat(this.audioPath(key)).catch(() => undefined)) return key;
    let running = this.inProgress.get(key);
    if (!running) {
      running = this.synthesizeInto(key, speechText(text), language).finally(() => this.inProgress.delete(key));
      this.inProgress.set(key, running);
    }
    await running;
    return key;
  }

  private async synthesizeInto(key: string, text: string, language: ParticipantLanguage) {
    const target = this.audioPath(key);
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.partial`;
    await mkdir(join(this.config.dataDir, "speech"), { recursive: true });
    try {
      await this.synthesizer(VOICES[language], text, partial);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      if (error instanceof SynthesizerMissing) throw speechUnavailable(NOT_INSTALLED);
      throw speechUnavailable(`Speech synthesis failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Uses the first synthesizer that is installed; one found missing is not asked again. */
function firstAvailable(synthesizers: Synthesizer[]): Synthesizer {
  const missing = new Set<Synthesizer>();
  return async (voice, text, wavPath) => {
    for (const synthesizer of synthesizers) {
      if (missing.has(synthesizer)) continue;
      try {
        return await synthesizer(voice, text, wavPath);
      } catch (error) {
        if (!(error instanceof SynthesizerMissing)) throw error;
        missing.add(synthesizer);
      }
    }
    throw new SynthesizerMissing("no espeak-ng");
  };
}
