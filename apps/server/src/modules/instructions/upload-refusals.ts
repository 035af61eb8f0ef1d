import { INSTRUCTION_FILE_EXTENSIONS, INSTRUCTION_FILE_NAME_MAX_LENGTH, type InstructionFileProblem } from "@alarm/contract";
import { AppError, conflict } from "../../http/errors.js";

/**
 * A refused upload: the problem is the error's code (FILE_TOO_LARGE answers 413), and also the
 * code of its detail on field "file"; a request without a file is a plain VALIDATION error.
 */
export const uploadRefusal = (problem: InstructionFileProblem, reason: string) =>
  new AppError(problem === "NO_FILE" ? "VALIDATION" : problem, reason, [{ field: "file", message: reason, code: problem }]);

export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export function refusalFor(problem: InstructionFileProblem, name: string, maxBytes: number): AppError {
  switch (problem) {
    case "INVALID_FILE_NAME":
      return uploadRefusal(
        problem,
        `The file name "${printable(name)}" is not allowed: it must be 1 to ${INSTRUCTION_FILE_NAME_MAX_LENGTH} characters without / \\ .. or control characters`,
      );
    case "UNSUPPORTED_FILE_TYPE":
      return uploadRefusal(problem, `"${printable(name)}" is not an allowed file type; allowed are ${INSTRUCTION_FILE_EXTENSIONS.join(", ")}`);
    case "FILE_TOO_LARGE":
      return uploadRefusal(problem, `"${printable(name)}" is larger than the limit of ${megabytes(maxBytes)} MB`);
    case "NO_FILE":
      return uploadRefusal(problem, "The request holds no file; send the files as multipart/form-data");
  }
}

export const duplicateName = (name: string) => conflict(`A file named "${name}" already exists in this organization`);

/** Control characters would garble the reason text; they are shown escaped. */
// eslint-disable-next-line no-control-regex
const printable = (name: string) => name.slice(0, 250).replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
