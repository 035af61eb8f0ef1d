import { INSTRUCTION_FILE_EXTENSIONS, INSTRUCTION_FILE_NAME_MAX_LENGTH, type InstructionFileProblem } from "@alarm/contract";
import { AppError, conflict } from "../../core/errors.js";
import { type NameDisguise, visibleName } from "./file-names.js";

/**
 * A refused upload: the problem is the error's code (FILE_TOO_LARGE answers 413), and also the
 * code of its detail on `field`; a request without a file is a plain VALIDATION error.
 */
export const uploadRefusal = (problem: InstructionFileProblem, reason: string, field = "file") =>
  new AppError(problem === "NO_FILE" ? "VALIDATION" : problem, reason, [{ field, message: reason, code: problem }]);

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

/** A name (uploaded, or in the path of a download, move or delete) holding a character that disguises it. */
export const disguisedName = (name: string, disguise: NameDisguise, field = "file") =>
  uploadRefusal("INVALID_FILE_NAME", `The file name "${printable(name)}" is not allowed: it contains ${disguise.codePoint}, ${disguise.problem}`, field);

export const duplicateName = (name: string) => conflict(`A file named "${name}" already exists in this organization`);

/** Control, invisible and direction characters would garble the reason text; they are shown as code points. */
const printable = (name: string) => visibleName(name.slice(0, 250));
