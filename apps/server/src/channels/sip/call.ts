import { randomBytes, randomInt } from "node:crypto";
import type { G711Law } from "./media/g711.js";
import { RtpSession } from "./media/rtp-session.js";
import { type Credentials, digestAuthorization, readChallenge } from "./digest.js";
import { addressUri, header, headers, parameter, type SipHeaders, type SipMessage, type SipRequest, type SipResponse } from "./message.js";
import { readAnswer, SdpRefused, sdpOffer } from "./sdp.js";
import { openTransport, type SipHop, type SipTransport } from "./transport.js";

/** Who calls, through where, how: from SIP_URI, SIP_USER, SIP_PASSWORD, SIP_OUTBOUND_PROXY, SIP_CODECS. */
export type SipAccount = {
  /** Our address of record, the From of every call: sip:alarms@pbx.example.org */
  uri: string;
  /** The host[:port] a number is called at: sip:+41791234567@<domain>. */
  domain: string;
  credentials: Credentials | undefined;
  hop: SipHop;
  laws: readonly G711Law[];
  ringSeconds: number;
};

/** A call that was not answered; `status` is the SIP status when the peer gave one. */
export class CallFailed extends Error {
  constructor(
    readonly outcome: "REFUSED" | "NO_ANSWER" | "UNREACHABLE" | "NO_AUDIO",
    readonly status: number | undefined,
    reason: string,
  ) {
    super(reason);
  }
}

/** Nothing at all came back from the peer: unreachable, said in the reader's language rather than in our words. */
export class NoResponse extends CallFailed {
  constructor() {
    super("UNREACHABLE", undefined, "no answer from the SIP peer");
  }
}

// RFC 3261 §17: retransmission over UDP from T1, doubling, at most T2 apart for all but INVITE; 64·T1 in all.
const T1 = 500;
const T2 = 4_000;
const TRANSACTION_MS = 64 * T1;
/** After CANCEL, how long the phone has to confirm it (487) before the call is given up anyway. */
const CANCEL_GRACE_MS = 4_000;
const ALLOW = "INVITE, ACK, BYE, CANCEL, INFO, OPTIONS";
const USER_AGENT = "alarm-console";

const token = () => randomBytes(8).toString("hex");
/** A transaction's key: its CSeq ("12 INVITE"), as a response repeats it. */
const cseqKey = (message: SipMessage) => (header(message, "CSeq") ?? "").replace(/\s+/g, " ").trim();
const sequenceOf = (message: SipMessage) => Number.parseInt(cseqKey(message), 10);

type Waiting = { response(response: SipResponse): void; lost(error: Error): void };
const branch = () => `z9hG4bK${token()}`;

/**
 * One outgoing call (RFC 3261 user agent client): INVITE with our G.711 offer, a digest answer to a
 * 401/407 challenge, CANCEL when nobody answers in time, then the dialog: ACK, the phone's keys as
 * RFC 4733 events or SIP INFO, BYE from either side.
 */
export class SipCall {
  readonly callId: string;
  private readonly fromTag = token();
  private toTag: string | undefined;
  private sequence = randomInt(1, 10_000);
  private routes: string[] = [];
  private remoteTarget: string;
  private readonly listeners = new Map<string, Waiting>();
  private keyListener: (key: string) => void = () => undefined;
  private endedBy: ((why: string) => void) | undefined;
  /** Resolves when the phone hangs up or the connection is lost, with why. */
  readonly ended: Promise<string>;
  private closed = false;

  private constructor(
    private readonly account: SipAccount,
    private readonly transport: SipTransport,
    readonly rtp: RtpSession,
    private readonly target: string,
  ) {
    this.callId = `${token()}@${transport.local.address}`;
    this.remoteTarget = target;
    this.ended = new Promise((resolve) => (this.endedBy = resolve));
    transport.onMessage((message) => this.received(message));
    transport.onClosed((error) => {
      for (const waiting of [...this.listeners.values()]) waiting.lost(error);
      this.end(error.message);
    });
    rtp.onKey((key) => this.keyListener(key));
  }

  /** Calls `number` and resolves once it is answered with audio both ways; else throws CallFailed. */
  static async place(account: SipAccount, number: string, signal: AbortSignal): Promise<SipCall> {
    const transport = await openTransport(account.hop).catch((error: unknown) => {
      throw new CallFailed("UNREACHABLE", undefined, error instanceof Error ? error.message : String(error));
    });
    const rtp = await RtpSession.open(transport.local.address).catch((error: unknown) => {
      transport.close();
      throw error;
    });
    const call = new SipCall(account, transport, rtp, `sip:${number}@${account.domain}`);
    try {
      await call.invite(signal);
      return call;
    } catch (error) {
      call.close();
      throw error;
    }
  }

  onKey(listener: (key: string) => void) {
    this.keyListener = listener;
  }

  /** Ends the call (BYE) unless the phone did; closes the sockets either way. */
  async hangUp(): Promise<void> {
    if (!this.closed) {
      await this.transaction(this.inDialog("BYE"), TRANSACTION_MS / 4).catch(() => undefined);
      this.end("hung up");
    }
  }

  private close() {
    this.closed = true;
    this.transport.close();
    this.rtp.close();
  }

  private end(why: string) {
    if (this.closed) return;
    this.close();
    this.endedBy?.(why);
  }

  private async invite(signal: AbortSignal) {
    let authorization: [string, string] | undefined;
    for (;;) {
      const request = this.request("INVITE", this.target, [
        ["To", `<${this.target}>`],
        ["Contact", this.contact()],
        ["Allow", ALLOW],
        ["Content-Type", "application/sdp"],
        ...(authorization ? [authorization] : []),
      ]);
      request.body = Buffer.from(sdpOffer(this.transport.local.address, this.rtp.port, this.account.laws, randomInt(1, 2 ** 31)));
      const response = await this.inviteTransaction(request, signal);
      if (response.status >= 300) {
        this.send(this.ack(request, response));
        const challenge = this.challenge(response);
        if (challenge && !authorization && this.account.credentials) {
          const name = response.status === 407 ? "Proxy-Authorization" : "Authorization";
          authorization = [name, digestAuthorization(challenge, this.account.credentials, "INVITE", this.target)];
          continue;
        }
        throw new CallFailed(response.status === 487 ? "NO_ANSWER" : "REFUSED", response.status, response.reason);
      }
      return this.answered(request, response);
    }
  }

  private challenge(response: SipResponse) {
    if (response.status !== 401 && response.status !== 407) return undefined;
    const values = headers(response, response.status === 407 ? "Proxy-Authenticate" : "WWW-Authenticate");
    return values.map(readChallenge).find((challenge) => challenge !== undefined);
  }

  /** The dialog starts: ACK the 200, take the route and the phone's audio address; a refused offer ends it at once. */
  private answered(request: SipRequest, response: SipResponse) {
    this.toTag = parameter(header(response, "To"), "tag");
    this.routes = headers(response, "Record-Route")
      .flatMap((value) => value.split(/,(?=\s*<)/))
      .reverse();
    this.remoteTarget = addressUri(header(response, "Contact") ?? `<${this.target}>`);
    this.send(this.ack(request, response));
    try {
      this.rtp.connect(readAnswer(response.body.toString("utf8"), this.account.laws));
    } catch (error) {
      void this.hangUp();
      throw new CallFailed("NO_AUDIO", undefined, error instanceof SdpRefused ? error.message : String(error));
    }
  }

  /**
   * Sends the INVITE (again over UDP until the phone answers at all) and waits for its final answer.
   * Nobody answering within SIP_RING_TIMEOUT, or the send's deadline, cancels the call.
   */
  private inviteTransaction(request: SipRequest, signal: AbortSignal): Promise<SipResponse> {
    return new Promise((resolve, reject) => {
      let provisional = false;
      let cancelled = false;
      const timers: NodeJS.Timeout[] = [];
      const finish = (settle: () => void) => {
        timers.forEach(clearTimeout);
        signal.removeEventListener("abort", cancel);
        this.listeners.delete(cseqKey(request));
        settle();
      };
      const cancel = () => {
        if (cancelled) return;
        cancelled = true;
        if (!provisional) return finish(() => reject(new NoResponse()));
        this.send(this.cancelOf(request));
        timers.push(setTimeout(() => finish(() => reject(new CallFailed("NO_ANSWER", 487, "no answer"))), CANCEL_GRACE_MS));
      };
      const lost = (error: Error) => finish(() => reject(new CallFailed("UNREACHABLE", undefined, error.message)));
      this.listeners.set(cseqKey(request), {
        lost,
        response: (response) => {
          if (response.status < 200) return void (provisional = true);
          if (response.status < 300 && cancelled) {
            // Answered as we gave up: the call is taken and ended at once.
            this.answered(request, response);
            void this.hangUp();
            return finish(() => reject(new CallFailed("NO_ANSWER", 487, "no answer")));
          }
          finish(() => resolve(response));
        },
      });
      this.retransmit(request, () => provisional, false, timers);
      timers.push(setTimeout(cancel, this.account.ringSeconds * 1000));
      timers.push(setTimeout(() => !provisional && cancel(), TRANSACTION_MS));
      if (signal.aborted) cancel();
      signal.addEventListener("abort", cancel, { once: true });
    });
  }

  /** A non-INVITE request's final answer (BYE, CANCEL), sent again over UDP until it comes. */
  private transaction(request: SipRequest, timeoutMs = TRANSACTION_MS): Promise<SipResponse> {
    return new Promise((resolve, reject) => {
      const timers: NodeJS.Timeout[] = [];
      let done = false;
      const finish = (settle: () => void) => {
        done = true;
        timers.forEach(clearTimeout);
        this.listeners.delete(cseqKey(request));
        settle();
      };
      this.listeners.set(cseqKey(request), {
        response: (response) => response.status >= 200 && finish(() => resolve(response)),
        lost: (error) => finish(() => reject(error)),
      });
      this.retransmit(request, () => done, true, timers);
      timers.push(setTimeout(() => finish(() => reject(new Error(`no answer to ${request.method}`))), timeoutMs));
    });
  }

  private retransmit(request: SipRequest, stop: () => boolean, capped: boolean, timers: NodeJS.Timeout[]) {
    this.send(request);
    if (this.transport.name !== "udp") return;
    const again = (interval: number) => {
      timers.push(
        setTimeout(() => {
          if (stop() || this.closed) return;
          this.send(request);
          again(capped ? Math.min(interval * 2, T2) : interval * 2);
        }, interval),
      );
    };
    again(T1);
  }

  private received(message: SipMessage) {
    if (header(message, "Call-ID") !== this.callId) return;
    if (message.kind === "response") {
      const listener = this.listeners.get(cseqKey(message));
      if (listener) return listener.response(message);
      // A 200 to our INVITE sent again: our ACK was lost.
      if (message.status >= 200 && message.status < 300 && /INVITE$/.test(cseqKey(message))) this.send(this.inDialog("ACK", sequenceOf(message)));
      return;
    }
    if (message.method === "ACK") return;
    this.reply(message, message.method === "INFO" && !/dtmf/i.test(header(message, "Content-Type") ?? "") ? 415 : 200);
    if (message.method === "BYE" || message.method === "CANCEL") this.end("the phone hung up");
    if (message.method === "INFO") {
      // application/dtmf-relay says "Signal=1"; application/dtmf says "1".
      const key = /(?:^|\n)\s*(?:Signal\s*=\s*)?([0-9*#])\s*(?:\r?\n|$)/i.exec(message.body.toString("utf8"))?.[1];
      if (key) this.keyListener(key);
    }
  }

  private reply(request: SipRequest, status: number) {
    const copied = request.headers.filter(([name]) => /^(via|v|from|f|to|t|call-id|i|cseq)$/i.test(name));
    const reason = status === 200 ? "OK" : "Unsupported Media Type";
    this.send({ kind: "response", status, reason, headers: [...copied, ["Server", USER_AGENT]], body: Buffer.alloc(0) });
  }

  private send(message: SipMessage) {
    if (!this.closed) this.transport.send(message);
  }

  private contact() {
    const { address, port } = this.transport.local;
    const host = address.includes(":") ? `[${address}]` : address;
    const user = /^sip:([^@;]+)@/.exec(this.account.uri)?.[1];
    return `<sip:${user ? `${user}@` : ""}${host}:${port};transport=${this.transport.name}>`;
  }

  private request(method: string, uri: string, extra: SipHeaders, sequence = (this.sequence += 1)): SipRequest {
    const { address, port } = this.transport.local;
    const host = address.includes(":") ? `[${address}]` : address;
    return {
      kind: "request",
      method,
      uri,
      headers: [
        ["Via", `SIP/2.0/${this.transport.name.toUpperCase()} ${host}:${port};branch=${branch()};rport`],
        ["Max-Forwards", "70"],
        ["From", `<${this.account.uri}>;tag=${this.fromTag}`],
        ["Call-ID", this.callId],
        ["CSeq", `${sequence} ${method}`],
        ["User-Agent", USER_AGENT],
        ...extra,
      ],
      body: Buffer.alloc(0),
    };
  }

  /** A request inside the dialog: to the phone's Contact, along the recorded route. */
  private inDialog(method: string, sequence?: number): SipRequest {
    const to = `<${this.target}>${this.toTag ? `;tag=${this.toTag}` : ""}`;
    return this.request(method, this.remoteTarget, [["To", to], ...this.routes.map((route): [string, string] => ["Route", route.trim()])], sequence);
  }

  /** The ACK of an INVITE's final answer: in its transaction (same Via) for a failure, a new one for a 2xx. */
  private ack(invite: SipRequest, response: SipResponse): SipRequest {
    const sequence = sequenceOf(invite);
    if (response.status < 300) return this.inDialog("ACK", sequence);
    const ack = this.request("ACK", invite.uri, [["To", header(response, "To") ?? `<${this.target}>`]], sequence);
    ack.headers[0] = invite.headers[0]!;
    return ack;
  }

  /** CANCEL matches its INVITE's branch and sequence number (RFC 3261 §9.1). */
  private cancelOf(invite: SipRequest): SipRequest {
    const cancel = this.request("CANCEL", invite.uri, [["To", `<${this.target}>`]], sequenceOf(invite));
    cancel.headers[0] = invite.headers[0]!;
    return cancel;
  }
}
