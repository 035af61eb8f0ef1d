import { createSocket, type Socket as UdpSocket } from "node:dgram";
import { lookup } from "node:dns/promises";
import { connect, type Socket as TcpSocket } from "node:net";
import { announcedLength, headEnd, parse, type SipMessage, serialize } from "./message.js";

export type SipTransportName = "udp" | "tcp";
/** Where SIP requests go: the outbound proxy, the trunk, or the phone itself. */
export type SipHop = { host: string; port: number; transport: SipTransportName };

/** One call's signalling connection: a UDP socket of its own, or a TCP connection to the next hop. */
export interface SipTransport {
  readonly name: SipTransportName;
  /** Our address as the next hop reaches it: Via, Contact and the SDP name it. */
  readonly local: { address: string; port: number };
  send(message: SipMessage): void;
  onMessage(listener: (message: SipMessage) => void): void;
  /** The connection broke (TCP): no answer can come any more. */
  onClosed(listener: (error: Error) => void): void;
  close(): void;
}

/** Opens the transport toward `hop`; a name is resolved once, for the whole call. */
export async function openTransport(hop: SipHop): Promise<SipTransport> {
  const { address } = await lookup(hop.host);
  return hop.transport === "tcp" ? tcpTransport(address, hop.port) : udpTransport(address, hop.port);
}

/** The local address the system routes toward `address`: a connected UDP socket tells it without sending. */
function localAddressToward(address: string, port: number): Promise<string> {
  const probe = createSocket(address.includes(":") ? "udp6" : "udp4");
  return new Promise((resolve, reject) => {
    probe.once("error", (error) => (probe.close(), reject(error)));
    probe.connect(port, address, () => {
      const local = probe.address().address;
      probe.close();
      resolve(local);
    });
  });
}

async function udpTransport(address: string, port: number): Promise<SipTransport> {
  const localAddress = await localAddressToward(address, port);
  const socket: UdpSocket = createSocket(address.includes(":") ? "udp6" : "udp4");
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, localAddress, () => (socket.off("error", reject), resolve()));
  });
  let listener: (message: SipMessage) => void = () => undefined;
  socket.on("message", (datagram) => {
    // A datagram that is not SIP (a keep-alive, noise) is dropped, as RFC 3261 §18.3 allows.
    if (datagram.length > 4 && datagram.includes("SIP/2.0")) {
      try {
        listener(parse(datagram));
      } catch {
        /* not SIP */
      }
    }
  });
  socket.on("error", () => undefined);
  return {
    name: "udp",
    local: { address: localAddress, port: socket.address().port },
    send: (message) => socket.send(serialize(message), port, address),
    onMessage: (next) => (listener = next),
    onClosed: () => undefined,
    close: () => socket.close(),
  };
}

async function tcpTransport(address: string, port: number): Promise<SipTransport> {
  const socket: TcpSocket = connect({ host: address, port });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("connect", () => (socket.off("error", reject), resolve()));
  });
  let listener: (message: SipMessage) => void = () => undefined;
  let closed: (error: Error) => void = () => undefined;
  let pending = Buffer.alloc(0);
  socket.on("data", (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    // A stream carries messages back to back: each ends after its Content-Length (RFC 3261 §18.3).
    for (;;) {
      // Keep-alive line ends (RFC 5626 §3.5.1) come between messages.
      let start = 0;
      while (pending[start] === 0x0d || pending[start] === 0x0a) start += 1;
      pending = pending.subarray(start);
      const bodyStart = headEnd(pending);
      if (bodyStart < 0) break;
      const end = bodyStart + announcedLength(pending.toString("utf8", 0, bodyStart));
      if (pending.length < end) break;
      const raw = pending.subarray(0, end);
      pending = pending.subarray(end);
      try {
        listener(parse(raw));
      } catch {
        socket.destroy(new Error("the peer sent a malformed SIP message"));
      }
    }
  });
  socket.on("error", (error) => closed(error));
  socket.on("close", () => closed(new Error("the SIP connection was closed")));
  return {
    name: "tcp",
    local: { address: socket.localAddress!, port: socket.localPort! },
    send: (message) => socket.write(serialize(message)),
    onMessage: (next) => (listener = next),
    onClosed: (next) => (closed = next),
    close: () => socket.destroy(),
  };
}
