import { createServer, type Socket } from "node:net";

/** What the benchmark keeps of a message: when it arrived and its Message-ID. */
export type ArrivedMessage = { messageId: string | undefined; arrivedAt: Date };

const END_OF_DATA = "\r\n.\r\n";
const MESSAGE_ID = /^message-id:[ \t]*(\S+)/im;

/**
 * An SMTP server on 127.0.0.1 that accepts everything (EHLO with PIPELINING, AUTH PLAIN and LOGIN,
 * MAIL, RCPT, DATA, RSET, NOOP, QUIT) and keeps only each message's arrival time and Message-ID.
 * The benchmark's peer: a full server (smtp-server, as the tests use) spends more CPU per message
 * than the server under test, on the same two cores; a real mail server would run elsewhere.
 */
export async function startLeanSmtpSink() {
  const messages: ArrivedMessage[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.setNoDelay(true);
    socket.write("220 lean-sink ESMTP\r\n");
    let pending = "";
    let inData = false;
    let login = 0;
    socket.on("data", (chunk: Buffer) => {
      pending += chunk.toString("latin1");
      const replies: string[] = [];
      for (;;) {
        if (inData) {
          const end = pending.startsWith(".\r\n") ? -2 : pending.indexOf(END_OF_DATA);
          if (end === -1) break;
          const body = end === -2 ? "" : pending.slice(0, end);
          pending = pending.slice(end + END_OF_DATA.length);
          inData = false;
          const headerEnd = body.indexOf("\r\n\r\n");
          messages.push({ messageId: MESSAGE_ID.exec(headerEnd === -1 ? body : body.slice(0, headerEnd))?.[1], arrivedAt: new Date() });
          replies.push(`250 OK id=lean-${messages.length}`);
          continue;
        }
        const lineEnd = pending.indexOf("\r\n");
        if (lineEnd === -1) break;
        const line = pending.slice(0, lineEnd);
        pending = pending.slice(lineEnd + 2);
        if (login > 0) {
          replies.push(login-- === 2 ? "334 UGFzc3dvcmQ6" : "235 Authenticated");
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") replies.push("250-lean-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 AUTH PLAIN LOGIN");
        else if (verb === "AUTH") {
          const [, mechanism, initial] = line.split(" ");
          if (mechanism?.toUpperCase() === "LOGIN") {
            login = initial ? 1 : 2;
            replies.push(initial ? "334 UGFzc3dvcmQ6" : "334 VXNlcm5hbWU6");
          } else if (initial) replies.push("235 Authenticated");
          else {
            login = 1;
            replies.push("334 ");
          }
        } else if (verb === "DATA") {
          inData = true;
          replies.push("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          socket.end("221 Bye\r\n");
          return;
        } else replies.push("250 OK");
      }
      if (replies.length > 0) socket.write(`${replies.join("\r\n")}\r\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://sink:secret@127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
