import { importPlan, importRefusal, type ImportPlan } from "@alarm/contract";
import { ApiError } from "../../../lib/api-error";
import { toApiError, urlOf } from "../../../lib/http";
import { getToken } from "../../../lib/session-storage";
import { withFreshToken } from "../../../lib/token-refresh";

/** GET /import-export/export: the organization's configuration as the JSON file the server names. */
export async function downloadConfiguration(orgId: number): Promise<{ blob: Blob; fileName: string }> {
  const response = await withFreshToken(
    () => {
      const token = getToken();
      return fetch(urlOf(`/import-export/export?orgId=${orgId}`), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    },
    (answer) => answer.status === 401,
  );
  if (response.status !== 200) throw toApiError(response.status, await response.json().catch(() => undefined));
  return { blob: await response.blob(), fileName: `configuration-${orgId}.json` };
}

/** What an import answered: the plan, and whether the server refused it for its problems. */
export type ImportAnswer = { plan: ImportPlan; refused: boolean };

/** The share of the file sent so far (0 to 1), then null while the server works on it. */
export type UploadProgress = (sent: number | null) => void;

/** Sends the file's text once with XMLHttpRequest, which reports the upload's progress (fetch does not). */
function upload(path: string, body: string, onProgress: UploadProgress, signal: AbortSignal): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", urlOf(path));
    request.setRequestHeader("Content-Type", "application/json");
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
export async function importConfiguration(orgId: number, text: string, apply: boolean, onProgress: UploadProgress, signal: AbortSignal): Promise<ImportAnswer> {
  const path = `/import-export/import?orgId=${orgId}&dryRun=${apply ? "false" : "true"}`;
  const answer = await withFreshToken(
    () => upload(path, text, onProgress, signal),
    (result) => result.status === 401,
  );
  if (answer.status === 200) return { plan: importPlan.parse(answer.json), refused: false };
  const refusal = importRefusal.safeParse(answer.json);
  if (answer.status === 400 && refusal.success && refusal.data.plan) return { plan: refusal.data.plan, refused: true };
  throw toApiError(answer.status, answer.json);
}
