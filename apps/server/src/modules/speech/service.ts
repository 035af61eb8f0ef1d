import type { Config } from "../../config.js";

export class SpeechService {
  constructor(readonly config: Config) {}
}
