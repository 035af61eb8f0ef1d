import type { ServerResponse } from "node:http";
import type { AlarmLiveEvent } from "@alarm/contract";
import type { LiveHub } from "../../core/live-hub.js";
import { isDatabaseAway } from "../../db/database-away.js";

/** A comment line this often keeps proxies and the browser from dropping a quiet stream, and checks the session. */
export const HEARTBEAT_MS = 15_000;
/** The organizations of a subtree are read again when an event arrives after this long. */
export const SCOPE_MAX_AGE_MS = 30_000;
/** A client reading slower than events arrive is cut off instead of buffered without end; it reconnects and reads afresh. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The organization ids of one caller's subtree, kept for the connection: an event of a foreign
 * organization costs no query. Read again at an event once older than SCOPE_MAX_AGE_MS, so a new
 * or moved organization counts within that time and a busy stream reads them at most that often.
 */
export class OrganizationScope {
  private ids: Set<number> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly load: () => Promise<Set<number>>,
    private readonly now: () => number = Date.now,
  ) {}

  async includes(orgId: number): Promise<boolean> {
    if (!this.ids || this.now() - this.loadedAt >= SCOPE_MAX_AGE_MS) {
      this.ids = await this.load();
      this.loadedAt = this.now();
    }
    return this.ids.has(orgId);
  }
}

export type LiveStreamOptions = {
  hub: LiveHub;
  /** Whether this caller may see the event (called one event at a time, in order). */
  accepts: (event: AlarmLiveEvent) => Promise<boolean>;
  /** Asked at every heartbeat; false (signed out, deactivated, authority taken) ends the stream. */
  stillAllowed: () => Promise<boolean>;
  onError: (error: unknown) => void;
};

/**
 * Writes server-sent events to `response` until the client goes away or `close` is called: each
 * accepted event as `event: <type>` with the event as JSON data, and a heartbeat comment. `close`
 * with `retryMs` tells the browser when to reconnect (to another instance, or this one restarted).
 */
export function streamLiveEvents(response: ServerResponse, options: LiveStreamOptions): (retryMs?: number) => void {
  response.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    // nginx and similar proxies would otherwise hold events back until their buffer fills.
    "x-accel-buffering": "no",
  });
  let closed = false;
  let queue = Promise.resolve();
  const send = (text: string) => {
    if (closed) return;
    if (response.writableLength > MAX_BUFFERED_BYTES) return close();
    response.write(text);
  };
  // Events are judged one after the other, so they reach the client in the order they happened.
  const inOrder = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      // A failover: the stream stays; the check is made again at the next heartbeat or event.
      if (isDatabaseAway(error)) return;
      options.onError(error);
      close();
    });
  };
  const unsubscribe = options.hub.subscribe((event) =>
    inOrder(async () => {
      if (!closed && (await options.accepts(event))) send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    }),
  );
  const heartbeat = setInterval(
    () =>
      inOrder(async () => {
        if (closed) return;
        if (await options.stillAllowed()) send(": heartbeat\n\n");
        else close();
      }),
    HEARTBEAT_MS,
  );
  function close(retryMs?: number) {
    if (closed) return;
    if (retryMs !== undefined) send(`retry: ${retryMs}\n\n`);
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    response.end();
  }
  response.on("close", close);
  send(": connected\n\n");
  return close;
}
