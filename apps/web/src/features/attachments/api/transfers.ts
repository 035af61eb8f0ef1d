import { instructionFileList, type InstructionFile } from "@alarm/contract";
import { ApiError } from "../../../lib/api-error";
import { saveFile } from "../../../lib/save-file";
import { ADMIN_INSTRUCTIONS } from "./instruction-files";
import { transfer } from "./admin-transfer";

/** POST /instructions/upload?orgId= with one file; `replace` overwrites a file of the same name. */
export async function uploadFile(
  file: File,
  target: { orgId: number; replace: boolean },
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<InstructionFile[]> {
  const body = new FormData();
  body.append("file", file, file.name);
  const query = new URLSearchParams({ orgId: String(target.orgId), ...(target.replace ? { replace: "true" } : {}) });
  const answer = await transfer<unknown>({ method: "POST", url: `${ADMIN_INSTRUCTIONS}/upload?${query}`, body, responseType: "json", onProgress, signal });
  const parsed = instructionFileList.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, "BAD_RESPONSE", "Unexpected answer to the upload");
  return parsed.data;
}

/** GET /instructions/download?path= with the token, then saves the bytes under the file's name. */
export async function downloadFile(file: { path: string; name: string }): Promise<void> {
  const blob = await transfer<Blob>({ method: "GET", url: `${ADMIN_INSTRUCTIONS}/download?${new URLSearchParams({ path: file.path })}`, responseType: "blob" });
  saveFile(blob, file.name);
}
