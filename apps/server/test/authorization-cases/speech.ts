import type { Case } from "./victim.js";

export const SPEECH_CASES: Record<string, Case> = {};
