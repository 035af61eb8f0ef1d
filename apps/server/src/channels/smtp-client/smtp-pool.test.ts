import { afterEach, describe, expect, it } from "vitest";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { localhostCertificate } from "../../../test/localhost-certificate.js";
import { SmtpPool, smtpEndpoint } from "./smtp-pool.js";
import type { SmtpError } from "./smtp-reply.js";

type Arrived = { to: string; data: string; secure: boolean; user: string | undefined; connection: number };
const servers: SMTPServer[] = [];
const pools: SmtpPool[] = [];

afterEach(async () => {
  for (const pool of pools.splice(0)) pool.close();
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

/** A real SMTP server on 127.0.0.1 with the given options; answers every message with its number. */
async function relay(options: SMTPServerOptions = {}) {
  const arrived: Arrived[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onRcptTo: (address, _session, callback) =>
      callback(address.address.startsWith("gone") ? Object.assign(new Error("5.1.1 No such user"), { responseCode: 550 }) : undefined),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const user = typeof session.user === "string" ? session.user : undefined;
        const [to, data, connection] = [session.envelope.rcptTo[0]!.address, Buffer.concat(chunks).toString(), session.remotePort];
        arrived.push({ to, data, secure: session.secure, user, connection });
        callback(null, `OK: queued as q${arrived.length}`);
      });
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return { port: (server.server.address() as { port: number }).port, arrived };
}

function poolFor(url: string, connections = 1, ca?: string) {
  const pool = new SmtpPool({ ...smtpEndpoint(url), ca }, connections);
  pools.push(pool);
  return pool;
}

const raw = (index: number) => Buffer.from(`Subject: Alarm ${index}\r\n\r\n.Line starting with a dot\r\nAlarm ${index}\r\n`);
const signal = () => AbortSignal.timeout(10_000);
const send = (pool: SmtpPool, to: string, index = 1) => pool.send({ from: "alarms@example.test", to }, raw(index), signal());

describe("SMTP pool", () => {
  it("sends many emails over one pipelining connection in order, each with the server's queue id, dots kept", async () => {
    const server = await relay();
    const pool = poolFor(`smtp://sink:secret@127.0.0.1:${server.port}`);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, index) => send(pool, `p${index}@example.test`, index)));
    expect(replies.map((reply) => reply.text)).toEqual(Array.from({ length: 20 }, (_, index) => `250 OK: queued as q${index + 1}`));
    expect(server.arrived.map((mail) => mail.to)).toEqual(Array.from({ length: 20 }, (_, index) => `p${index}@example.test`));
    expect(server.arrived[3]!.data).toBe("Subject: Alarm 3\r\n\r\n.Line starting with a dot\r\nAlarm 3\r\n");
    expect(server.arrived[0]!.user).toBe("sink");
  });

  it("fills a pipelining connection up to four emails before it opens another", async () => {
    const server = await relay();
    const pool = poolFor(`smtp://127.0.0.1:${server.port}`, 8);
    await Promise.all(Array.from({ length: 10 }, (_, index) => send(pool, `p${index}@example.test`, index)));
    const perConnection = new Map<number, number>();
    for (const mail of server.arrived) perConnection.set(mail.connection, (perConnection.get(mail.connection) ?? 0) + 1);
    expect([...perConnection.values()].sort()).toEqual([2, 4, 4]);
  });

  it("fails the sends waiting for a connection at once when the pool closes while it opens", async () => {
    const server = await relay();
    const pool = poolFor(`smtp://127.0.0.1:${server.port}`, 8);
    const sends = Array.from({ length: 3 }, (_, index) =>
      send(pool, `p${index}@example.test`, index).then(
        () => "SENT",
        (failure: unknown) => (failure as SmtpError).stage,
      ),
    );
    pool.close();
    expect(await Promise.all(sends)).toEqual(["CONNECT", "CONNECT", "CONNECT"]);
    expect(server.arrived).toEqual([]);
  });

  it("speaks one command at a time to a server without PIPELINING, and signs in with LOGIN where PLAIN is not offered", async () => {
    const server = await relay({ hidePIPELINING: true, authMethods: ["LOGIN"] });
    const pool = poolFor(`smtp://alarm%20user:p%40ss@127.0.0.1:${server.port}`);
    await Promise.all([send(pool, "a@example.test"), send(pool, "b@example.test")]);
    expect(server.arrived.map((mail) => [mail.to, mail.user])).toEqual([
      ["a@example.test", "alarm user"],
      ["b@example.test", "alarm user"],
    ]);
  });

  it("refuses a recipient for good and goes on with the next email on the same connection", async () => {
    const server = await relay();
    const pool = poolFor(`smtp://127.0.0.1:${server.port}`);
    const [gone, here] = await Promise.allSettled([send(pool, "gone@example.test"), send(pool, "here@example.test")]);
    expect(gone.status).toBe("rejected");
    const refusal = (gone as PromiseRejectedResult).reason as SmtpError;
    expect([refusal.stage, refusal.permanent, refusal.message]).toEqual(["RECIPIENT", true, "550 5.1.1 No such user"]);
    expect(here.status).toBe("fulfilled");
    expect(server.arrived.map((mail) => mail.to)).toEqual(["here@example.test"]);
  });

  it("upgrades with STARTTLS when the server offers it, and refuses a certificate it does not trust", async () => {
    const { key, cert } = localhostCertificate();
    const server = await relay({ disabledCommands: [], key, cert });
    const trusting = poolFor(`smtp://localhost:${server.port}`, 1, cert);
    await send(trusting, "tls@example.test");
    expect(server.arrived).toMatchObject([{ to: "tls@example.test", secure: true }]);

    const error = (await send(poolFor(`smtp://localhost:${server.port}`), "no@example.test").catch((failure: unknown) => failure)) as SmtpError;
    expect([error.stage, error.permanent]).toEqual(["CONNECT", false]);
    expect(server.arrived).toHaveLength(1);
  });

  it("speaks TLS from the start for smtps://", async () => {
    const { key, cert } = localhostCertificate();
    const server = await relay({ secure: true, key, cert });
    await send(poolFor(`smtps://localhost:${server.port}`, 1, cert), "tls@example.test");
    expect(server.arrived).toMatchObject([{ to: "tls@example.test", secure: true }]);
  });

  it("cuts a send at its deadline and hands the email pipelined behind it to a new connection, which sends it", async () => {
    let held = false;
    const server = await relay({
      onData(stream, _session, callback) {
        stream.resume();
        // The first message is never answered: a stalled server.
        stream.on("end", () => (held ? callback(null, "OK") : (held = true)));
      },
    });
    const pool = poolFor(`smtp://127.0.0.1:${server.port}`, 1);
    const stalled = pool.send({ from: "alarms@example.test", to: "first@example.test" }, raw(1), AbortSignal.timeout(300));
    const behind = pool.send({ from: "alarms@example.test", to: "second@example.test" }, raw(2), signal());
    const error = (await stalled.catch((failure: unknown) => failure)) as SmtpError;
    expect(error.stage).toBe("ABORT");
    expect((await behind).code).toBe(250);
  });
});
