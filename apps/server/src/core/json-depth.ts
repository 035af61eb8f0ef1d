import { AppError } from "./errors.js";

/** Deeper than any document of ours; far below where copying, storing or stringifying a value overflows the stack. */
export const JSON_DEPTH_MAX = 64;

/** Whether JSON text nests objects and arrays deeper than `max`: one pass over the text, brackets inside strings not counted. */
export function nestsDeeperThan(text: string, max = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "{" || char === "[") {
      if (++depth > max) return true;
    } else if (char === "}" || char === "]") {
      depth--;
    }
  }
  return false;
}

/** 400 VALIDATION for JSON text (the body, or a field holding JSON text) nested too deep. */
export const tooDeep = (field = "body") =>
  new AppError("VALIDATION", `The ${field} is nested deeper than ${JSON_DEPTH_MAX} levels`, [
    { field, message: `nested deeper than ${JSON_DEPTH_MAX} levels`, code: "TOO_DEEP" },
  ]);
