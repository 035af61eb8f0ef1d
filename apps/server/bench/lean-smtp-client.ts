import { connect, type Socket } from "node:net";

/** One email as the lean pipeline sends it: the envelope and the whole message, headers and body. */
export type LeanEmail = { from: string; to: string; data: string };

type Reply = { code: number; text: string };

/**
 * The least an SMTP client can be: one persistent connection, EHLO (and AUTH PLAIN when the URL has
 * a user) once, then every email as MAIL, RCPT and DATA with PIPELINING (RFC 2920): the end of one
 * message's data goes out with the next message's envelope, so an email costs one round trip.
 * Emails are sent one after the other, in the order given. Kept apart from the server's own client
 * (src/channels/smtp-client) on purpose: a baseline that shared the measured code would move with it.
 */
export class LeanSmtpClient {
  private readonly queue: { email: LeanEmail; done: (error?: Error) => void }[] = [];
  private readonly waiting: ((reply: Reply) => void)[] = [];
  private readonly replies: Reply[] = [];
  private buffered = "";
  private running = false;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.read(chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      for (const waiter of this.waiting.splice(0)) waiter({ code: 0, text: "the SMTP connection closed" });
    });
  }

  static async open(url: string): Promise<LeanSmtpClient> {
    const { hostname, port, username, password } = new URL(url);
    const socket = connect(Number(port || 25), hostname);
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    const client = new LeanSmtpClient(socket);
    await client.expect(220);
    socket.write("EHLO lean-pipeline\r\n");
    const ehlo = await client.expect(250);
    if (!/PIPELINING/i.test(ehlo.text)) throw new Error("the SMTP server does not offer PIPELINING");
    if (username) {
      const credentials = Buffer.from(`\0${decodeURIComponent(username)}\0${decodeURIComponent(password)}`).toString("base64");
      socket.write(`AUTH PLAIN ${credentials}\r\n`);
      await client.expect(235);
    }
    return client;
  }

  /** Resolves when the server accepted the email (250 after its data). */
  send(email: LeanEmail): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ email, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.running) void this.drain();
    });
  }

  close() {
    this.socket.end("QUIT\r\n");
  }

  private async drain() {
    this.running = true;
    let inData: (typeof this.queue)[number] | undefined;
    try {
      while (this.queue.length > 0 || inData) {
        const next = this.queue.shift();
        const dataEnd = inData ? `${dotStuffed(inData.email.data)}\r\n.\r\n` : "";
        const envelope = next ? `MAIL FROM:<${next.email.from}>\r\nRCPT TO:<${next.email.to}>\r\nDATA\r\n` : "";
        this.socket.write(dataEnd + envelope);
        if (inData) {
          const accepted = await this.reply();
          inData.done(accepted.code === 250 ? undefined : new Error(accepted.text));
        }
        inData = undefined;
        if (!next) break;
        const [mail, rcpt, data] = [await this.reply(), await this.reply(), await this.reply()];
        if (mail.code !== 250 || rcpt.code !== 250 || data.code !== 354) {
          next.done(new Error(`${mail.text} / ${rcpt.text} / ${data.text}`));
          if (data.code === 354) {
            this.socket.write(".\r\n");
            await this.reply();
          }
          continue;
        }
        inData = next;
      }
    } catch (error) {
      for (const entry of this.queue.splice(0)) entry.done(error as Error);
      inData?.done(error as Error);
    } finally {
      this.running = false;
    }
  }

  private async expect(code: number): Promise<Reply> {
    const reply = await this.reply();
    if (reply.code !== code) throw new Error(`SMTP: expected ${code}, got ${reply.text}`);
    return reply;
  }

  private reply(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Splits what came into replies; a reply's last line has a space after its code ("250 OK"), the others a dash. */
  private read(text: string) {
    this.buffered += text;
    let lines: string[] = [];
    for (let end = this.buffered.indexOf("\r\n"); end !== -1; end = this.buffered.indexOf("\r\n")) {
      const line = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 2);
      lines.push(line);
      if (line[3] === "-") continue;
      const reply = { code: Number(line.slice(0, 3)), text: lines.join("\n") };
      lines = [];
      const waiter = this.waiting.shift();
      if (waiter) waiter(reply);
      else this.replies.push(reply);
    }
    if (lines.length > 0) this.buffered = `${lines.join("\r\n")}\r\n${this.buffered}`;
  }
}

/** A line of the message that starts with a dot gets another (RFC 5321, 4.5.2). */
const dotStuffed = (data: string) => data.replace(/(^|\r\n)\./g, "$1..");
