import type { Case } from "./victim.js";

export const ALARM_POINT_CASES: Record<string, Case> = {};
