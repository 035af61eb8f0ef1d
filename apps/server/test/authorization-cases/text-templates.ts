import type { Case } from "./victim.js";

export const TEXT_TEMPLATE_CASES: Record<string, Case> = {};
