import type { InstructionFile } from "@alarm/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { TransferAborted } from "../api/admin-transfer";
import { uploadFile } from "../api/transfers";
import { problemBeforeUpload, problemOf, type UploadProblem } from "./upload-problems";

export type UploadStatus = "uploading" | "done" | "failed" | "canceled";

export interface UploadItem {
  key: string;
  file: File;
  orgId: number;
  /** 0 to 1. */
  progress: number;
  status: UploadStatus;
  /** Why it failed, when the console has words for it; otherwise `error` is shown. */
  problem: UploadProblem | null;
  error: unknown;
}

let sequence = 0;

/**
 * The uploads of this screen: one request per file, so each shows its own progress and a refused
 * file does not hold back the others. Files the server would refuse are refused before sending.
 */
export function useUploads(callbacks: { onUploaded: (files: InstructionFile[]) => void; onFailed: (item: UploadItem) => void }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (item: UploadItem, replace: boolean) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      try {
        const stored = await uploadFile(item.file, { orgId: item.orgId, replace }, (progress) => update(item.key, { progress }), controller.signal);
        update(item.key, { status: "done", progress: 1 });
        latest.current.onUploaded(stored);
      } catch (error) {
        if (error instanceof TransferAborted) return update(item.key, { status: "canceled" });
        const failed = { ...item, status: "failed" as const, problem: problemOf(error), error };
        update(item.key, failed);
        latest.current.onFailed(failed);
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [update],
  );

  const upload = useCallback(
    (files: readonly File[], orgId: number) => {
      const added = files.map((file): UploadItem => {
        const problem = problemBeforeUpload(file);
        return { key: `upload-${++sequence}`, file, orgId, progress: 0, status: problem ? "failed" : "uploading", problem, error: null };
      });
      setItems((current) => [...current, ...added]);
      for (const item of added) {
        if (item.status === "failed") latest.current.onFailed(item);
        else void send(item, false);
      }
    },
    [send],
  );

  /** Sends a file refused for its name being taken again, replacing the stored one. */
  const replace = useCallback(
    (item: UploadItem) => {
      const again = { ...item, status: "uploading" as const, progress: 0, problem: null, error: null };
      update(item.key, again);
      void send(again, true);
    },
    [send, update],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  const dismissFinished = useCallback(() => setItems((current) => current.filter((item) => item.status === "uploading")), []);

  return { items, upload, replace, cancel, dismissFinished };
}
