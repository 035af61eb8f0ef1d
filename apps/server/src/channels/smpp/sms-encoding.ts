import smpp from "smpp";

/** SMPP's data_coding for the GSM 7-bit default alphabet (one septet a byte, unpacked) and for UCS-2. */
export const DATA_CODING = { GSM: 0x00, UCS2: 0x08 } as const;
/** esm_class bit: the short message starts with a user data header (the concatenation header). */
export const UDH_INDICATOR = 0x40;

/** Octets of one short message, and of one part of a long one after its 6-octet concatenation header. */
const SINGLE_OCTETS = 140;
const GSM_SINGLE = 160;
const UDH_OCTETS = 6;

export type SmsParts = { dataCoding: number; parts: Buffer[]; concatenated: boolean };

/**
 * A text as the short messages that carry it: GSM 7-bit when every character is in the GSM
 * alphabet (English and German text, the extension characters taking two septets), else UCS-2
 * (Czech ř ě ů …). Longer than one message, it is cut into parts of 153 septets or 67 UCS-2
 * characters, each starting with the concatenation header (`reference`, part count, part number),
 * never inside a two-septet character or a surrogate pair.
 */
export function smsParts(text: string, reference: number): SmsParts {
  const gsm = smpp.encodings.ASCII.match(text);
  const octets = gsm ? smpp.gsmCoder.encode(text, 0) : Buffer.from(text, "utf16le").swap16();
  const dataCoding = gsm ? DATA_CODING.GSM : DATA_CODING.UCS2;
  if (octets.length <= (gsm ? GSM_SINGLE : SINGLE_OCTETS)) return { dataCoding, parts: [octets], concatenated: false };
  const size = gsm ? GSM_SINGLE - 7 : SINGLE_OCTETS - UDH_OCTETS;
  const chunks: Buffer[] = [];
  for (let start = 0; start < octets.length;) {
    let end = Math.min(start + size, octets.length);
    if (end < octets.length && gsm && octets[end - 1] === 0x1b) end -= 1;
    if (end < octets.length && !gsm && isHighSurrogate(octets, end - 2)) end -= 2;
    chunks.push(octets.subarray(start, end));
    start = end;
  }
  const header = (index: number) => Buffer.from([0x05, 0x00, 0x03, reference & 0xff, chunks.length, index + 1]);
  return { dataCoding, parts: chunks.map((chunk, index) => Buffer.concat([header(index), chunk])), concatenated: true };
}

const isHighSurrogate = (octets: Buffer, at: number) => at >= 0 && octets[at]! >= 0xd8 && octets[at]! <= 0xdb;
