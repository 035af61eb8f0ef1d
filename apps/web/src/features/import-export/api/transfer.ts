import { importPlan, importRefusal, type ImportPlan } from "@alarm/contract";
import { ApiError } from "../../../lib/api-error";
import { toApiError, urlOf } from "../../../lib/http";
import { getToken } from "../../../lib/session-storage";
import { withFreshToken } from "../../../lib/token-refresh";

/** The formats of an export: the JSON document, or the same as an Excel workbook (one sheet per kind). */
export type ExportFormat = "json" | "xlsx";
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** True for a file that is an Excel workbook by its name or type. */
export const isWorkbook = (file: { name: string; type: string }) => file.type === XLSX_CONTENT_TYPE || file.name.toLowerCase().endsWith(".xlsx");

/** GET /import-export/export: the organization's configuration as the JSON file (or the workbook) the server names. */
export async function downloadConfiguration(orgId: number, format: ExportFormat = "json"): Promise<{ blob: Blob; fileName: string }> {
  const response = await withFreshToken(
    () => {
      const token = getToken();
      return fetch(urlOf(`/import-export/export?orgId=${orgId}&format=${format}`), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    },
    (answer) => answer.status === 401,
  );
  if (response.status !== 200) throw toApiError(response.status, await response.json().catch(() => undefined));
  return { blob: await response.blob(), fileName: `configuration-${orgId}.${format}` };
}

/** What an import answered: the plan, and whether the server refused it for its problems. */
export type ImportAnswer = { plan: ImportPlan; refused: boolean };

/** The share of the file sent so far (0 to 1), then null while the server works on it. */
export type UploadProgress = (sent: number | null) => void;

/** A file to import: the JSON document's text, or a workbook's bytes. */
export type ImportFile = { body: string; contentType: "application/json" } | { body: ArrayBuffer | Blob; contentType: typeof XLSX_CONTENT_TYPE };

/** Sends the file once with XMLHttpRequest, which reports the upload's progress (fetch does not). */
function upload(path: string, { body, contentType }: ImportFile, onProgress: UploadProgress, signal: AbortSignal): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", urlOf(path));
    request.setRequestHeader("Content-Type", contentType);
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress(event.lengthComputable ? event.loaded / event.total : null);
    request.upload.onload = () => onProgress(null);
    request.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = undefined;
      }
      resolve({ status: request.status, json });
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK", "The server could not be reached"));
    request.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}

/**
 * POST /import-export/import: the plan of a dry run, or of the apply (all or nothing). A file
 * with problems answers 400 with its plan: that is an answer to show, not a failure.
 */
export async function importConfiguration(
  orgId: number,
  file: ImportFile,
  apply: boolean,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<ImportAnswer> {
  const path = `/import-export/import?orgId=${orgId}&dryRun=${apply ? "false" : "true"}`;
  const answer = await withFreshToken(
    () => upload(path, file, onProgress, signal),
    (result) => result.status === 401,
  );
  if (answer.status === 200) return { plan: importPlan.parse(answer.json), refused: false };
  const refusal = importRefusal.safeParse(answer.json);
  if (answer.status === 400 && refusal.success && refusal.data.plan) return { plan: refusal.data.plan, refused: true };
  throw toApiError(answer.status, answer.json);
}
