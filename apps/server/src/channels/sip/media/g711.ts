/**
 * G.711 (ITU-T): 16-bit linear samples to 8-bit A-law (PCMA, RTP payload 8) or µ-law (PCMU, payload 0)
 * and back. The decoders serve the tests and a recording of what a phone sent.
 */
export type G711Law = "PCMA" | "PCMU";

const ULAW_BIAS = 0x84;
const ULAW_CLIP = 32635;

/** The segment (exponent) of a magnitude: the position of its highest bit from bit 7 up, at least `lowest`. */
function segment(magnitude: number, lowest: number): number {
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > lowest; mask >>= 1) exponent -= 1;
  return exponent;
}

export function linearToMulaw(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0;
  const magnitude = Math.min(Math.abs(sample), ULAW_CLIP) + ULAW_BIAS;
  const exponent = segment(magnitude, 0);
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

export function mulawToLinear(code: number): number {
  const inverted = ~code & 0xff;
  const exponent = (inverted >> 4) & 0x07;
  const magnitude = (((inverted & 0x0f) << 3) + ULAW_BIAS) << exponent;
  return inverted & 0x80 ? ULAW_BIAS - magnitude : magnitude - ULAW_BIAS;
}

export function linearToAlaw(sample: number): number {
  // A-law's sign bit is set for positive samples; the even bits are inverted (0x55) on the line.
  const positive = sample >= 0;
  const magnitude = Math.min(positive ? sample : -sample - 1, 32767);
  const code = magnitude < 256 ? magnitude >> 4 : (segment(magnitude, 1) << 4) | ((magnitude >> (segment(magnitude, 1) + 3)) & 0x0f);
  return (code | (positive ? 0x80 : 0)) ^ 0x55;
}

export function alawToLinear(code: number): number {
  const value = code ^ 0x55;
  const exponent = (value >> 4) & 0x07;
  const mantissa = value & 0x0f;
  const magnitude = exponent === 0 ? (mantissa << 4) + 8 : ((mantissa << 4) + 0x108) << (exponent - 1);
  return value & 0x80 ? magnitude : -magnitude;
}

/** Encodes 16-bit linear samples, one byte each. */
export function encodeG711(samples: Int16Array, law: G711Law): Buffer {
  const encode = law === "PCMA" ? linearToAlaw : linearToMulaw;
  const out = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i += 1) out[i] = encode(samples[i]!);
  return out;
}

export function decodeG711(bytes: Uint8Array, law: G711Law): Int16Array {
  const decode = law === "PCMA" ? alawToLinear : mulawToLinear;
  return Int16Array.from(bytes, decode);
}
