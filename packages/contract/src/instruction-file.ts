import { z } from "zod";

/** Extensions an instruction file may have (SPEC section 2 shows icons for most of them). */
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

export const instructionFilesQuery = z.object({
  filter: z.string().max(200).optional().describe("Part of the file name"),
  orgId: z.coerce.number().int().positive().optional().describe("Defaults to the caller's organization; its sub-organizations are included"),
});

export const instructionPaths = z
  .object({ paths: z.array(z.string().min(1).max(500)).min(1).max(500) })
  .meta({ id: "InstructionPaths" });
export type InstructionPaths = z.infer<typeof instructionPaths>;

export const instructionMoveQuery = z.object({ orgId: z.coerce.number().int().positive() });
