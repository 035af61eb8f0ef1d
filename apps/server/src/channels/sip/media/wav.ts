/** What a phone call plays: 8 kHz mono 16-bit samples (G.711's rate). */
export const TELEPHONE_RATE = 8000;

export class WavUnreadable extends Error {}

/** The samples of a PCM WAV file (espeak-ng writes 22050 Hz, mono, 16 bits), the first channel only. */
export function readWav(file: Buffer): { rate: number; samples: Int16Array } {
  if (file.length < 12 || file.toString("ascii", 0, 4) !== "RIFF" || file.toString("ascii", 8, 12) !== "WAVE") throw new WavUnreadable("not a WAV file");
  let format: { channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= file.length;) {
    const id = file.toString("ascii", at, at + 4);
    // A streaming writer may leave the size at its maximum: the chunk then runs to the end of the file.
    const size = Math.min(file.readUInt32LE(at + 4), file.length - at - 8);
    const body = at + 8;
    if (id === "fmt ") {
      if (file.readUInt16LE(body) !== 1) throw new WavUnreadable("not PCM audio");
      format = { channels: file.readUInt16LE(body + 2), rate: file.readUInt32LE(body + 4), bits: file.readUInt16LE(body + 14) };
    } else if (id === "data") {
      if (!format || format.bits !== 16) throw new WavUnreadable("not 16-bit PCM audio");
      const frames = Math.floor(size / (2 * format.channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i += 1) samples[i] = file.readInt16LE(body + i * 2 * format.channels);
      return { rate: format.rate, samples };
    }
    at = body + size + (size % 2);
  }
  throw new WavUnreadable("no audio data");
}

/**
 * Resamples to `rate`. Each output sample is the mean of the input samples around it: a box filter
 * that keeps speech (below 3.4 kHz) and damps what would fold back from above 4 kHz.
 */
export function resample(samples: Int16Array, from: number, rate: number): Int16Array {
  if (from === rate) return samples;
  const step = from / rate;
  const out = new Int16Array(Math.floor(samples.length / step));
  const half = Math.max(step / 2, 0.5);
  for (let i = 0; i < out.length; i += 1) {
    const centre = i * step;
    const first = Math.max(0, Math.ceil(centre - half));
    const last = Math.min(samples.length - 1, Math.floor(centre + half));
    let sum = 0;
    for (let j = first; j <= last; j += 1) sum += samples[j]!;
    out[i] = Math.round(sum / (last - first + 1));
  }
  return out;
}

/** A WAV file's audio as a call plays it. */
export const telephoneAudio = (file: Buffer): Int16Array => {
  const { rate, samples } = readWav(file);
  return resample(samples, rate, TELEPHONE_RATE);
};
