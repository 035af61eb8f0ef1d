import type { Case } from "./victim.js";

export const ALARM_PLAN_CASES: Record<string, Case> = {};
