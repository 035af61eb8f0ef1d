/** One SMTP reply: its code and its text, the lines of a multi-line reply joined by newlines. */
export type SmtpReply = { code: number; text: string };

/** Where a send failed: before the server took the envelope, at the recipient, or after the message's data. */
export type SmtpStage = "CONNECT" | "ENVELOPE" | "RECIPIENT" | "MESSAGE" | "ABORT";

/**
 * A send that failed: with the server's reply when it gave one (5xx refuses for good, 4xx defers),
 * without when the connection failed or the send was cut at its deadline.
 */
export class SmtpError extends Error {
  constructor(
    readonly stage: SmtpStage,
    message: string,
    readonly reply?: SmtpReply,
  ) {
    super(reply ? reply.text : message);
  }

  get permanent(): boolean {
    return this.reply !== undefined && this.reply.code >= 500;
  }
}

/**
 * Reads replies from what a server sends: a reply's last line has a space (or nothing) after its
 * code ("250 OK"), the lines before it a dash ("250-PIPELINING").
 */
export class ReplyReader {
  private buffered = "";
  private lines: string[] = [];

  constructor(private readonly onReply: (reply: SmtpReply) => void) {}

  push(chunk: string) {
    this.buffered += chunk;
    let end = this.buffered.indexOf("\n");
    while (end !== -1) {
      const line = this.buffered.slice(0, end).replace(/\r$/, "");
      this.buffered = this.buffered.slice(end + 1);
      this.lines.push(line);
      if (line[3] !== "-") {
        const text = this.lines.join("\n");
        this.lines = [];
        this.onReply({ code: Number(line.slice(0, 3)) || 0, text });
      }
      end = this.buffered.indexOf("\n");
    }
  }
}

const DOT_END = Buffer.from(".\r\n");
const LINE_DOT_END = Buffer.from("\r\n.\r\n");

/** A line of the message that starts with a dot gets another (RFC 5321, 4.5.2); the data ends with CRLF.CRLF. */
export function dataOf(raw: Buffer): Buffer {
  const message = raw[0] === 0x2e || raw.includes("\n.") ? Buffer.from(raw.toString("latin1").replace(/(^|\n)\./g, "$1.."), "latin1") : raw;
  const endsWithLine = message.at(-2) === 0x0d && message.at(-1) === 0x0a;
  return Buffer.concat([message, endsWithLine ? DOT_END : LINE_DOT_END]);
}
