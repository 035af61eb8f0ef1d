import { createHash, randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { header, headers, parse, parameter, type SipRequest, serialize } from "../src/channels/sip/message.js";

export type SipProxy = {
  port: number;
  /** INVITEs answered 407, and INVITEs let through with a right answer to the challenge. */
  challenged: number;
  authorized: number;
  close(): Promise<void>;
};

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** Whether the request's Proxy-Authorization answers our nonce rightly for `user`/`password`, by RFC 7616's MD5 with qop=auth. */
function authorized(request: SipRequest, realm: string, nonce: string, user: string, password: string): boolean {
  const value = header(request, "Proxy-Authorization");
  if (!value?.startsWith("Digest ")) return false;
  const field = (name: string) => new RegExp(`${name}="?([^",]+)"?`).exec(value)?.[1];
  const expected = md5(`${md5(`${user}:${realm}:${password}`)}:${nonce}:${field("nc")}:${field("cnonce")}:auth:${md5(`INVITE:${field("uri")}`)}`);
  return field("username") === user && field("nonce") === nonce && field("response") === expected;
}

/**
 * A SIP trunk's edge for the tests, over UDP: it challenges each new INVITE with 407 and digest
 * (realm "alarm-test", qop auth), and passes those that answer it rightly on to the phone of the
 * number called (`phones`: number → its port),
 * relaying the answers back along the Via headers (a stateless proxy, RFC 3261 §16.11).
 */
export async function startSipProxy(phones: Record<string, number>, user: string, password: string): Promise<SipProxy> {
  const socket = createSocket("udp4");
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const port = socket.address().port;
  const realm = "alarm-test";
  const nonce = randomBytes(12).toString("hex");
  const proxy: SipProxy = { port, challenged: 0, authorized: 0, close: () => new Promise((resolve) => socket.close(() => resolve())) };
  socket.on("message", (datagram, from) => {
    const message = parse(datagram);
    if (message.kind === "response") {
      // Ours is the top Via: take it off and send the answer to the one below.
      const [, next] = headers(message, "Via");
      if (!next) return;
      const [, host, nextPort] = /SIP\/2\.0\/UDP ([^:;]+):(\d+)/i.exec(next) ?? [];
      let dropped = false;
      message.headers = message.headers.filter(([name]) => !(/^(via|v)$/i.test(name) && !dropped && (dropped = true)));
      socket.send(serialize(message), Number(parameter(next, "rport") ?? nextPort), parameter(next, "received") ?? host!);
      return;
    }
    if (message.method === "INVITE" && !authorized(message, realm, nonce, user, password)) {
      proxy.challenged += 1;
      const copied = message.headers.filter(([name]) => /^(via|from|to|call-id|cseq)$/i.test(name));
      const challenge = `Digest realm="${realm}", nonce="${nonce}", qop="auth", algorithm=MD5`;
      const answer = {
        kind: "response" as const,
        status: 407,
        reason: "Proxy Authentication Required",
        headers: [...copied, ["Proxy-Authenticate", challenge] as [string, string]],
        body: Buffer.alloc(0),
      };
      answer.headers = answer.headers.map(([name, value]) => (/^to$/i.test(name) ? [name, `${value};tag=proxy`] : [name, value]));
      socket.send(serialize(answer), from.port, from.address);
      return;
    }
    // The ACK of our own 407 ends there.
    if (message.method === "ACK" && parameter(header(message, "To"), "tag") === "proxy") return;
    if (message.method === "INVITE") proxy.authorized += 1;
    const branch = `z9hG4bK${md5(datagram.toString()).slice(0, 16)}`;
    message.headers.unshift(["Via", `SIP/2.0/UDP 127.0.0.1:${port};branch=${branch}`]);
    // A new call goes to the phone of the number called; a request in a call, to the phone's own address.
    const [, number = "", uriPort] = /^sip:([^@]*)@[^:;]+(?::(\d+))?/.exec(message.uri) ?? [];
    const target = uriPort && Number(uriPort) !== port ? Number(uriPort) : phones[number];
    if (target) socket.send(serialize(message), target, "127.0.0.1");
  });
  return proxy;
}
