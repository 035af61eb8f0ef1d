import type { G711Law } from "./media/g711.js";

/** The static RTP payload types of G.711 (RFC 3551), and the dynamic one we offer for RFC 4733 key events. */
export const PAYLOAD_TYPES: Record<G711Law, number> = { PCMU: 0, PCMA: 8 };
const TELEPHONE_EVENT = 101;

/** What both ends agreed: where the phone takes our audio, in which law, and how it marks key events. */
export type MediaAnswer = { address: string; port: number; law: G711Law; eventPayload: number | undefined };

export class SdpRefused extends Error {}

/** Our offer (RFC 3264): audio at `address:port`, the laws in order of preference, key events 0–15. */
export function sdpOffer(address: string, port: number, laws: readonly G711Law[], sessionId: number): string {
  const family = address.includes(":") ? "IP6" : "IP4";
  const formats = [...laws.map((law) => PAYLOAD_TYPES[law]), TELEPHONE_EVENT];
  return [
    "v=0",
    `o=alarm-console ${sessionId} ${sessionId} IN ${family} ${address}`,
    "s=Alarm call",
    `c=IN ${family} ${address}`,
    "t=0 0",
    `m=audio ${port} RTP/AVP ${formats.join(" ")}`,
    ...laws.map((law) => `a=rtpmap:${PAYLOAD_TYPES[law]} ${law}/8000`),
    `a=rtpmap:${TELEPHONE_EVENT} telephone-event/8000`,
    `a=fmtp:${TELEPHONE_EVENT} 0-15`,
    "a=ptime:20",
    "a=sendrecv",
    "",
  ].join("\r\n");
}

/** The answer's audio stream; a phone that takes none of our laws is refused. */
export function readAnswer(sdp: string, laws: readonly G711Law[]): MediaAnswer {
  const lines = sdp.split(/\r?\n/);
  const media = lines.findIndex((line) => line.startsWith("m=audio "));
  if (media < 0) throw new SdpRefused("the answer has no audio");
  const [, portText = "", , ...formats] = lines[media]!.slice(2).split(/\s+/);
  const mediaLines = lines.slice(media + 1);
  const end = mediaLines.findIndex((line) => line.startsWith("m="));
  const section = end < 0 ? mediaLines : mediaLines.slice(0, end);
  // A c= line in the media section overrides the session's.
  const connection = [...section, ...lines.slice(0, media)].find((line) => line.startsWith("c="));
  const address = connection?.split(/\s+/)[2];
  const rtpmap = new Map<number, string>();
  for (const line of section) {
    const map = /^a=rtpmap:(\d+) ([^/]+)\//.exec(line);
    if (map) rtpmap.set(Number(map[1]), map[2]!.toUpperCase());
  }
  const nameOf = (payload: number) => rtpmap.get(payload) ?? (payload === 0 ? "PCMU" : payload === 8 ? "PCMA" : undefined);
  const offered = formats.map(Number);
  const law = offered.map(nameOf).find((name): name is G711Law => laws.includes(name as G711Law));
  const port = Number(portText);
  if (!address || !law || !(port > 0)) throw new SdpRefused(port === 0 ? "the phone refused the audio" : "the phone takes neither A-law nor µ-law");
  return { address, port, law, eventPayload: offered.find((payload) => nameOf(payload) === "TELEPHONE-EVENT") };
}
