/** A SIP message (RFC 3261 §7): a request or a response, its headers in order, and its body. */
export type SipMessage = SipRequest | SipResponse;
export type SipHeaders = [name: string, value: string][];
export type SipRequest = { kind: "request"; method: string; uri: string; headers: SipHeaders; body: Buffer };
export type SipResponse = { kind: "response"; status: number; reason: string; headers: SipHeaders; body: Buffer };

export class SipParseError extends Error {}

// RFC 3261 §7.3.3: the compact forms a peer may send.
const COMPACT: Record<string, string> = { v: "via", f: "from", t: "to", i: "call-id", m: "contact", l: "content-length", c: "content-type", k: "supported" };
const canonical = (name: string) => COMPACT[name.toLowerCase()] ?? name.toLowerCase();

/** The first value of a header, by name in any case or compact form. */
export function header(message: SipMessage, name: string): string | undefined {
  const wanted = canonical(name);
  return message.headers.find(([n]) => canonical(n) === wanted)?.[1];
}

/** Every value of a header; a line with several comma-separated Via values counts as several. */
export function headers(message: SipMessage, name: string): string[] {
  const wanted = canonical(name);
  const values = message.headers.filter(([n]) => canonical(n) === wanted).map(([, v]) => v);
  return wanted === "via" ? values.flatMap((v) => v.split(/,(?=\s*SIP\/)/i).map((part) => part.trim())) : values;
}

export function serialize(message: SipMessage): Buffer {
  const start = message.kind === "request" ? `${message.method} ${message.uri} SIP/2.0` : `SIP/2.0 ${message.status} ${message.reason}`;
  const lines = message.headers.filter(([name]) => canonical(name) !== "content-length").map(([name, value]) => `${name}: ${value}`);
  lines.push(`Content-Length: ${message.body.length}`);
  return Buffer.concat([Buffer.from(`${start}\r\n${lines.join("\r\n")}\r\n\r\n`, "utf8"), message.body]);
}

/** Where the header block of `data` ends (the index after the empty line), or -1 while it is incomplete. */
export function headEnd(data: Buffer): number {
  const at = data.indexOf("\r\n\r\n");
  return at < 0 ? -1 : at + 4;
}

/** The Content-Length a header block announces: a stream transport (TCP) reads that many bytes of body. */
export function announcedLength(head: string): number {
  const match = /^(?:content-length|l)[ \t]*:[ \t]*(\d+)/im.exec(head);
  return match ? Number(match[1]) : 0;
}

export function parse(data: Buffer): SipMessage {
  const end = headEnd(data);
  if (end < 0) throw new SipParseError("no end of headers");
  // Folded header lines (RFC 3261 §7.3.1) are joined first.
  const [start = "", ...lines] = data
    .toString("utf8", 0, end - 4)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n");
  const headerList: SipHeaders = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new SipParseError(`bad header line: ${line.slice(0, 80)}`);
    headerList.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  // Over UDP a datagram without Content-Length carries its body to the end.
  const announced = lines.some((line) => /^(content-length|l)\s*:/i.test(line));
  const body = announced ? data.subarray(end, end + announcedLength(lines.join("\r\n"))) : data.subarray(end);
  const response = /^SIP\/2\.0 (\d{3}) ?(.*)$/.exec(start);
  if (response) return { kind: "response", status: Number(response[1]), reason: response[2] ?? "", headers: headerList, body };
  const request = /^([A-Z]+) (\S+) SIP\/2\.0$/.exec(start);
  if (request) return { kind: "request", method: request[1]!, uri: request[2]!, headers: headerList, body };
  throw new SipParseError(`bad start line: ${start.slice(0, 80)}`);
}

/** A header parameter such as `tag` or `branch`: `<sip:a@b>;tag=12` → 12. */
export function parameter(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const outside = value.replace(/<[^>]*>/, "");
  return new RegExp(`;\\s*${name}=([^;,\\s]+)`, "i").exec(outside)?.[1];
}

/** The URI of a name-addr (`"Name" <sip:a@b;transport=tcp>;tag=1`) or of a bare addr-spec. */
export function addressUri(value: string): string {
  const bracketed = /<([^>]*)>/.exec(value);
  return bracketed ? bracketed[1]! : value.split(";")[0]!.trim();
}
