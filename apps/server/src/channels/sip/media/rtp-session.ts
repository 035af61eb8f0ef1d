import { createSocket, type Socket } from "node:dgram";
import { randomInt } from "node:crypto";
import { encodeG711, type G711Law } from "./g711.js";
import { TELEPHONE_RATE } from "./wav.js";

const PACKET_MS = 20;
const SAMPLES_PER_PACKET = (TELEPHONE_RATE * PACKET_MS) / 1000;
const RTP_VERSION = 0x80;
const MARKER = 0x80;
/** RFC 4733 §3.2: events 0–9 are the digits, 10 is *, 11 is #. */
const KEYS = "0123456789*#";
/** The dynamic payload type of telephone-event when the phone's answer does not name one. */
const DEFAULT_EVENT_PAYLOAD = 101;

export type RtpPeer = { address: string; port: number; law: G711Law; eventPayload: number | undefined };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

/**
 * One call's audio over RTP (RFC 3550): G.711 packets of 20 ms sent in real time to the phone, and
 * the keys it sends as RFC 4733 telephone-events. A key is taken once, at the first packet of its
 * event (the phone repeats each packet and sends three end packets).
 */
export class RtpSession {
  private peer: RtpPeer | undefined;
  private sequence = randomInt(0x10000);
  private readonly ssrc = randomInt(0x1_0000_0000);
  private readonly timestampBase = randomInt(0x1_0000_0000);
  private readonly startedAt = performance.now();
  private readonly eventsSeen = new Set<number>();
  private keyListener: ((key: string) => void) | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on("message", (packet) => this.received(packet));
  }

  /** A socket for the call's audio on `address`, on a port the system chooses. */
  static open(address: string): Promise<RtpSession> {
    const socket = createSocket(address.includes(":") ? "udp6" : "udp4");
    return new Promise((resolve, reject) => {
      socket.once("error", reject);
      socket.bind(0, address, () => {
        socket.off("error", reject);
        // A stray ICMP answer must not throw: the call goes on and ends by its own timers.
        socket.on("error", () => undefined);
        resolve(new RtpSession(socket));
      });
    });
  }

  get port(): number {
    return this.socket.address().port;
  }

  connect(peer: RtpPeer) {
    this.peer = peer;
  }

  onKey(listener: (key: string) => void) {
    this.keyListener = listener;
  }

  /** Plays `samples` (8 kHz) in real time; stops early when `signal` aborts. */
  async play(samples: Int16Array, signal: AbortSignal): Promise<void> {
    const peer = this.peer;
    if (!peer) return;
    const begin = performance.now();
    // The timestamp follows the clock, so a pause between two clips stays a pause for the phone.
    const timestamp = this.timestampBase + Math.round(((begin - this.startedAt) * TELEPHONE_RATE) / 1000);
    for (let packet = 0; packet * SAMPLES_PER_PACKET < samples.length && !signal.aborted; packet += 1) {
      const frame = new Int16Array(SAMPLES_PER_PACKET);
      frame.set(samples.subarray(packet * SAMPLES_PER_PACKET, (packet + 1) * SAMPLES_PER_PACKET));
      this.send(peer, encodeG711(frame, peer.law), timestamp + packet * SAMPLES_PER_PACKET, packet === 0);
      const wait = begin + (packet + 1) * PACKET_MS - performance.now();
      if (wait > 0) await sleep(wait, signal);
    }
  }

  /** Silence for `seconds`: sent as audio, so the phone and any NAT on the way keep the stream open. */
  silence(seconds: number, signal: AbortSignal): Promise<void> {
    return this.play(new Int16Array(Math.round(seconds * TELEPHONE_RATE)), signal);
  }

  close() {
    this.keyListener = undefined;
    this.socket.close();
  }

  private send(peer: RtpPeer, payload: Buffer, timestamp: number, first: boolean) {
    const header = Buffer.alloc(12);
    header[0] = RTP_VERSION;
    header[1] = (first ? MARKER : 0) | (peer.law === "PCMA" ? 8 : 0);
    header.writeUInt16BE(this.sequence, 2);
    header.writeUInt32BE(timestamp >>> 0, 4);
    header.writeUInt32BE(this.ssrc, 8);
    this.sequence = (this.sequence + 1) & 0xffff;
    this.socket.send(Buffer.concat([header, payload]), peer.port, peer.address);
  }

  private received(packet: Buffer) {
    if (packet.length < 12 || (packet[0]! & 0xc0) !== RTP_VERSION) return;
    const payloadType = packet[1]! & 0x7f;
    if (payloadType !== (this.peer?.eventPayload ?? DEFAULT_EVENT_PAYLOAD)) return;
    let offset = 12 + 4 * (packet[0]! & 0x0f);
    if (packet[0]! & 0x10) offset += 4 + 4 * packet.readUInt16BE(offset + 2);
    if (packet.length < offset + 4) return;
    // One event keeps its timestamp through its repeats and end packets.
    const timestamp = packet.readUInt32BE(4);
    const key = KEYS[packet[offset]!];
    if (!key || this.eventsSeen.has(timestamp)) return;
    this.eventsSeen.add(timestamp);
    this.keyListener?.(key);
  }
}
