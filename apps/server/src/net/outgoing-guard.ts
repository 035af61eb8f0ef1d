import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { refusedRange } from "./address-ranges.js";

export type OutgoingSettings = {
  /** Loopback addresses may be reached: for tests against local fakes only. */
  allowLoopback: boolean;
  /** Host names reached whatever address they resolve to (e.g. a gateway on the internal network). */
  allowedHosts: readonly string[];
};

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutgoingPost = { headers: Record<string, string>; body: string | Uint8Array; signal: AbortSignal };
export type OutgoingAnswer = { status: number; text: string };

/** A URL the server may not fetch; the message says why. */
export class OutgoingRefused extends Error {}

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });
/** Answers are read up to this size (error details); the rest is dropped. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Every request the server makes to an address it is given (push endpoints, gateways) goes through
 * here (docs/domain-rules.md#outgoing-requests). A host's addresses are checked after DNS
 * resolution, inside the connection's own lookup, so the socket connects to exactly the address
 * that was checked (no DNS rebinding in between); redirects are never followed, a 3xx is the
 * answer.
 */
export class OutgoingGuard {
  private readonly agents: { "http:": http.Agent; "https:": https.Agent };

  constructor(
    private readonly settings: OutgoingSettings,
    private readonly resolve: Resolver = systemResolver,
  ) {
    const options = { keepAlive: true, lookup: this.guardedLookup };
    this.agents = { "http:": new http.Agent(options), "https:": new https.Agent(options) };
  }

  /**
   * Why `url` may not be fetched, or undefined: its scheme and every address its host resolves to
   * are checked (a host of OUTGOING_ALLOWED_HOSTS is not even resolved).
   */
  async refusal(url: URL): Promise<string | undefined> {
    try {
      await this.checkedAddresses(url);
      return undefined;
    } catch (error) {
      if (error instanceof OutgoingRefused) return error.message;
      throw error;
    }
  }

  /** POSTs `body` and reads the answer; throws OutgoingRefused for a refused address, else the network's error. */
  async post(target: string, request: OutgoingPost): Promise<OutgoingAnswer> {
    const url = new URL(target);
    const literal = hostOf(url);
    // A host given as an address is not looked up: it is checked here; names are checked as they are looked up.
    if (isIP(literal) || !["http:", "https:"].includes(url.protocol)) await this.checkedAddresses(url);
    const body = typeof request.body === "string" ? Buffer.from(request.body) : request.body;
    const agent = this.agents[url.protocol as "http:" | "https:"];
    return new Promise((resolve, reject) => {
      const outgoing = (url.protocol === "https:" ? https : http).request(
        url,
        { method: "POST", agent, headers: { ...request.headers, "content-length": String(body.byteLength) }, signal: request.signal },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
          response.on("error", reject);
        },
      );
      outgoing.on("error", (error) => reject(refusalBehind(error) ?? error));
      outgoing.end(body);
    });
  }

  /** Ends the connections kept open. */
  close() {
    this.agents["http:"].destroy();
    this.agents["https:"].destroy();
  }

  private async checkedAddresses(url: URL): Promise<ResolvedAddress[]> {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new OutgoingRefused(`${url.protocol} addresses are not fetched`);
    const host = hostOf(url);
    if (this.allowed(host)) return [];
    const family = isIP(host);
    if (family) {
      this.check(host, host);
      return [{ address: host, family }];
    }
    return this.resolveChecked(host);
  }

  private async resolveChecked(hostname: string): Promise<ResolvedAddress[]> {
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolve(hostname);
    } catch (error) {
      throw new OutgoingRefused(`${hostname} does not resolve (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    if (addresses.length === 0) throw new OutgoingRefused(`${hostname} does not resolve`);
    // Every address counts: a name with one public and one private address is refused.
    for (const { address } of addresses) this.check(hostname, address);
    return addresses;
  }

  private allowed(host: string) {
    return this.settings.allowedHosts.includes(host.toLowerCase().replace(/\.$/, ""));
  }

  private check(host: string, address: string) {
    if (this.allowed(host)) return;
    const range = refusedRange(address);
    if (!range || (range.startsWith("loopback") && this.settings.allowLoopback)) return;
    // A name's address and range stay unsaid: whoever saves an address must not learn what internal names resolve to.
    throw new OutgoingRefused(host === address ? `${address} is not a public address (${range})` : `${host} is not a public address`);
  }

  private readonly guardedLookup: LookupFunction = (hostname, options, callback) => {
    this.resolveChecked(hostname).then(
      (addresses) => {
        const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
        const wanted = family ? addresses.filter((entry) => entry.family === family) : addresses;
        if (wanted.length === 0) return callback(new OutgoingRefused(`${hostname} has no IPv${family} address`), "", 0);
        if (options.all) return (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error, "", 0),
    );
  };
}

/** The URL's host as an address or name: brackets of an IPv6 literal removed. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

function refusalBehind(error: unknown): OutgoingRefused | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof OutgoingRefused) return cause;
    if (cause instanceof AggregateError) return cause.errors.find((each) => each instanceof OutgoingRefused) as OutgoingRefused | undefined;
  }
  return undefined;
}

let serverGuard: OutgoingGuard = new OutgoingGuard({ allowLoopback: false, allowedHosts: [] });

/**
 * The guard of the server's settings, for code that is not handed the configuration (the gateway's
 * requests). Set with the channels (channels/index.ts); until then nothing private is allowed.
 */
export function outgoingRequests(): OutgoingGuard {
  return serverGuard;
}

export function configureOutgoingRequests(settings: OutgoingSettings) {
  serverGuard.close();
  serverGuard = new OutgoingGuard(settings);
}
