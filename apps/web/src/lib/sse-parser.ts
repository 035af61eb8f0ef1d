/**
 * Reading a text/event-stream over fetch (EventSource cannot send a bearer token): the console's
 * alarm stream and the participant app's stream both use it. No imports, so that either page takes
 * only this.
 */

/** One message of a text/event-stream. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into messages as its chunks arrive (the WHATWG rules: lines end in
 * \n, \r\n or \r; a blank line ends a message; lines starting with ':' are comments).
 */
export class SseParser {
  private buffer = "";
  private event = "";
  private data: string[] = [];

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    for (;;) {
      const end = /\r\n|\r|\n/.exec(this.buffer);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (!end || (end[0] === "\r" && end.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, end.index);
      this.buffer = this.buffer.slice(end.index + end[0].length);
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === "") {
      const message = this.data.length > 0 ? { event: this.event || "message", data: this.data.join("\n") } : null;
      this.event = "";
      this.data = [];
      return message;
    }
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") this.event = value;
    else if (field === "data") this.data.push(value);
    return null;
  }
}

/** Waits before the next attempt: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}
