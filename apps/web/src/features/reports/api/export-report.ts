import type { ReportExportFormat, ReportExportRequest } from "@alarm/contract";
import { ApiError } from "../../../lib/api-error";
import { toApiError, urlOf } from "../../../lib/http";
import { getToken } from "../../../lib/session-storage";
import { withFreshToken } from "../../../lib/token-refresh";
import { fileNameOf } from "../model/figures";

export interface ExportProgress {
  /** Bytes of the file received so far; null while the server still prepares it. */
  received: number | null;
  /** The file's size when the server says it (Content-Length). */
  total: number | null;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

const EXTENSION: Record<ReportExportFormat, "xlsx" | "pdf"> = {
  EXCEL: "xlsx",
  EXCEL_DATATABLE: "xlsx",
  EXCEL_DETAILED: "xlsx",
  PDF: "pdf",
  PDF_DETAILED: "pdf",
  EXCEL_ALARM_LOAD: "xlsx",
  PDF_ALARM_LOAD: "pdf",
};

const networkFailure = (error: unknown, signal: AbortSignal) => {
  if (signal.aborted) return error;
  return new ApiError(0, "NETWORK", error instanceof Error ? error.message : String(error));
};

function post(body: ReportExportRequest, signal: AbortSignal): Promise<Response> {
  const token = getToken();
  return fetch(urlOf("/reports/export"), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  }).catch((error: unknown) => {
    throw networkFailure(error, signal);
  });
}

/**
 * POST /reports/export: the report as a file. A year of alarms takes a while, so there is no time
 * limit; the body is read as it streams in, reporting the bytes received, and `signal` cancels.
 * Like the API client, a 401 refreshes the tokens once; a failure is the server's `{code, reason}`.
 */
export async function exportReport(body: ReportExportRequest, signal: AbortSignal, onProgress: (progress: ExportProgress) => void): Promise<ExportedFile> {
  const response = await withFreshToken(
    () => post(body, signal),
    (answer) => answer.status === 401,
  );
  if (response.status !== 200) throw toApiError(response.status, await response.json().catch(() => undefined));

  const length = Number(response.headers.get("content-length"));
  const total = Number.isSafeInteger(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  const reader = response.body?.getReader();
  try {
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      chunks.push(chunk.value);
      received += chunk.value.byteLength;
      onProgress({ received, total });
    }
  } catch (error) {
    throw networkFailure(error, signal);
  }
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  const fallback = `report.${EXTENSION[body.format]}`;
  return { blob: new Blob(chunks, { type }), fileName: fileNameOf(response.headers.get("content-disposition"), fallback) };
}
