import type { Case } from "./victim.js";

/** Instruction files under /rest/admin. */
export const INSTRUCTION_FILE_CASES: Record<string, Case> = {};
