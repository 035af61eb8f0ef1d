import { z } from "zod";
import { objectIdParam } from "./ids.js";

/** Extensions an instruction file may have (the attachments screen shows icons for most of them, docs/domain-rules.md#constants). */
export const INSTRUCTION_FILE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "html", "htm", "jpg", "jpeg", "png", "txt"] as const;

/** An attachment file: `path` begins with the owning organization's id, e.g. "12/evacuation.pdf". */
export const instructionFile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    path: z.string(),
    type: z.string().describe("Extension, lower case"),
    size: z.number().int(),
    orgId: z.number().int(),
    orgName: z.string(),
    uploadedAt: z.string(),
  })
  .meta({ id: "InstructionFile" });
export type InstructionFile = z.infer<typeof instructionFile>;

export const instructionFileGroup = z
  .object({ orgId: z.number().int(), orgName: z.string(), files: z.array(instructionFile) })
  .meta({ id: "InstructionFileGroup" });
export type InstructionFileGroup = z.infer<typeof instructionFileGroup>;

/** The answer of the list call: groups in organization tree order, files by name. */
export const instructionFileGroups = z.array(instructionFileGroup);
/** The answer of an upload: the stored files. */
export const instructionFileList = z.array(instructionFile);

export const instructionFilesQuery = z.object({
  filter: z.string().max(200).optional().describe("Part of the file name"),
  orgId: objectIdParam.optional().describe("Defaults to the caller's organization; its sub-organizations are included"),
  usableInOrgId: objectIdParam
    .optional()
    .describe("Instead: the files an alarm point or template of this organization may name, of it and the organizations above it within the caller's scope"),
});

export const instructionPaths = z.object({ paths: z.array(z.string().min(1).max(500)).min(1).max(500) }).meta({ id: "InstructionPaths" });
export type InstructionPaths = z.infer<typeof instructionPaths>;

export const instructionMoveQuery = z.object({ orgId: objectIdParam });

export const instructionUploadQuery = z.object({
  orgId: objectIdParam.describe("The organization the files belong to"),
  replace: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true")
    .describe("true replaces a file of the same name instead of refusing it"),
});

export const instructionDownloadQuery = z.object({ path: z.string().min(1).max(500).describe('The file\'s path, "<orgId>/<name>"') });

/** The size limit the server applies unless configured otherwise (INSTRUCTION_FILE_MAX_MB). */
export const DEFAULT_INSTRUCTION_FILE_MAX_MB = 20;
export const INSTRUCTION_FILE_NAME_MAX_LENGTH = 200;

/** Why an upload is refused: the `code` of the error's detail (field "file"). */
export type InstructionFileProblem = "INVALID_FILE_NAME" | "UNSUPPORTED_FILE_TYPE" | "FILE_TOO_LARGE" | "NO_FILE";

/** The extension of a file name, lower case; "" when it has none. */
export function instructionFileType(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

// Separators, parent references and control characters could make a name leave its folder or
// confuse a file system; such names are refused rather than rewritten.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]|\.\./;

/** What is wrong with a file name for an upload, or null when it is acceptable (checked by server and console alike). */
export function instructionFileNameProblem(name: string): InstructionFileProblem | null {
  if (name.trim() === "" || name.length > INSTRUCTION_FILE_NAME_MAX_LENGTH || UNSAFE_NAME.test(name)) return "INVALID_FILE_NAME";
  const type = instructionFileType(name);
  return (INSTRUCTION_FILE_EXTENSIONS as readonly string[]).includes(type) ? null : "UNSUPPORTED_FILE_TYPE";
}
