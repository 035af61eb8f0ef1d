import type { Case } from "./victim.js";

export const ALARM_TEMPLATE_CASES: Record<string, Case> = {};
