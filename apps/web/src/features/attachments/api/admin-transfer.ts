import { errorBody } from "@alarm/contract";
import { ApiError } from "../../../lib/api-error";
import { getToken } from "../../../lib/session-storage";
import { withFreshToken } from "../../../lib/token-refresh";

export interface TransferOptions {
  method: "GET" | "POST";
  url: string;
  body?: FormData;
  responseType: "json" | "blob";
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the caller aborted the transfer. */
export class TransferAborted extends Error {}

/**
 * A file transfer with the stored bearer token, by XMLHttpRequest because fetch reports no upload
 * progress. Like the API client: on 401 the tokens are refreshed once and the transfer repeated;
 * a refused refresh ends the session. Answers the body of a 200; anything else is an ApiError.
 */
export async function transfer<T>(options: TransferOptions): Promise<T> {
  return answerOf<T>(
    await withFreshToken(
      () => send(options),
      (request) => request.status === 401,
    ),
  );
}

function send({ method, url, body, responseType, onProgress, signal }: TransferOptions): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = responseType;
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve(request);
    request.onerror = () => reject(new ApiError(0, "NETWORK", `No answer from ${url}`));
    request.onabort = () => reject(new TransferAborted());
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body ?? null);
  });
}

async function answerOf<T>(request: XMLHttpRequest): Promise<T> {
  if (request.status === 200) return request.response as T;
  // A failed blob download still carries the JSON error body.
  const json: unknown =
    request.response instanceof Blob
      ? await request.response
          .text()
          .then(JSON.parse)
          .catch(() => undefined)
      : request.response;
  const body = errorBody.safeParse(json);
  if (body.success) throw new ApiError(request.status, body.data.code, body.data.reason, body.data.details);
  throw new ApiError(request.status, request.status === 401 ? "UNAUTHORIZED" : "BAD_RESPONSE", `HTTP ${request.status}`);
}
