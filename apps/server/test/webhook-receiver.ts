import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedDelivery = {
  /** The path called, e.g. "/hooks/a". */
  path: string;
  /** Header names in lower case. */
  headers: IncomingHttpHeaders;
  /** The body exactly as it came (what the signature covers). */
  raw: string;
  body: Record<string, unknown>;
  /** The status answered. */
  answer: number;
};

export type WebhookReceiver = {
  /** Base URL, e.g. http://127.0.0.1:40123; any path is accepted. */
  url: string;
  /** Every request in arrival order, however it was answered. */
  received: ReceivedDelivery[];
  /** The next requests to `path` are answered with these statuses, one each; later ones with 200. */
  answerNext(path: string, ...statuses: number[]): void;
  /** Resolves with the first request (already here or arriving) the predicate picks; rejects after `timeoutMs`. */
  waitFor(predicate: (request: ReceivedDelivery) => boolean, timeoutMs?: number): Promise<ReceivedDelivery>;
  close(): Promise<void>;
};

/** An HTTP receiver of outgoing webhooks on 127.0.0.1 that records every request. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const scripted = new Map<string, number[]>();
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const raw = Buffer.concat(chunks).toString("utf8");
      const answer = scripted.get(path)?.shift() ?? 200;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // Kept as raw only.
      }
      received.push({ path, headers: request.headers, raw, body, answer });
      response.writeHead(answer, { "content-type": "text/plain" }).end(answer < 300 ? "ok" : `refused with ${answer}`);
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerNext(path, ...statuses) {
      scripted.set(path, [...(scripted.get(path) ?? []), ...statuses]);
    },
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(
            new Error(
              `no such webhook request within ${timeoutMs} ms; received: ${received.map((r) => `${r.path} ${String(r.headers["x-alarm-event"])}`).join(", ")}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
