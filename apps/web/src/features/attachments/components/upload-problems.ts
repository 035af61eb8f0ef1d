import { DEFAULT_INSTRUCTION_FILE_MAX_MB, INSTRUCTION_FILE_EXTENSIONS, instructionFileNameProblem, type InstructionFileProblem } from "@alarm/contract";
import type { TFunction } from "i18next";
import { isApiError } from "../../../lib/api-error";

/** A refusal the console words itself: the upload problems plus a name already taken. */
export type UploadProblem = InstructionFileProblem | "CONFLICT";

const MAX_BYTES = DEFAULT_INSTRUCTION_FILE_MAX_MB * 1024 * 1024;
const WORDED: readonly string[] = ["INVALID_FILE_NAME", "UNSUPPORTED_FILE_TYPE", "FILE_TOO_LARGE", "NO_FILE", "CONFLICT"];

/** Checked before sending, so a file the server would refuse is not uploaded at all. */
export function problemBeforeUpload(file: { name: string; size: number }): UploadProblem | null {
  return instructionFileNameProblem(file.name) ?? (file.size > MAX_BYTES ? "FILE_TOO_LARGE" : null);
}

/** The problem a server refusal names: its code, or for a plain VALIDATION error its detail's code. */
export function problemOf(error: unknown): UploadProblem | null {
  if (!isApiError(error)) return null;
  const code = WORDED.includes(error.code) ? error.code : error.details[0]?.code;
  return code && WORDED.includes(code) ? (code as UploadProblem) : null;
}

/** The translated sentence for a problem with one file. */
export function problemText(t: TFunction, problem: UploadProblem, name: string): string {
  return t(`attachments.problems.${problem}`, { name, limit: DEFAULT_INSTRUCTION_FILE_MAX_MB, types: INSTRUCTION_FILE_EXTENSIONS.join(", ") });
}
