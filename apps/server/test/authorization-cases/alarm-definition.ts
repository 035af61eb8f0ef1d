import type { Case } from "./victim.js";

/** Alarm plans, alarm points (with calendar and speech), alarm templates and text templates. */
export const ALARM_DEFINITION_CASES: Record<string, Case> = {};
