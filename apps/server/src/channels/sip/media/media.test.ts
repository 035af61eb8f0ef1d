import { describe, expect, it } from "vitest";
import { alawToLinear, decodeG711, encodeG711, linearToAlaw, linearToMulaw, mulawToLinear } from "./g711.js";
import { readWav, resample, telephoneAudio, WavUnreadable } from "./wav.js";

/** A WAV file as espeak-ng writes one: RIFF, fmt (PCM, mono, 16 bits), data. */
function wavFile(samples: Int16Array, rate: number, channels = 1): Buffer {
  const data = Buffer.alloc(samples.length * 2 * channels);
  samples.forEach((sample, i) => {
    for (let c = 0; c < channels; c += 1) data.writeInt16LE(c === 0 ? sample : 0, (i * channels + c) * 2);
  });
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(rate, 4);
  fmt.writeUInt32LE(rate * 2 * channels, 8);
  fmt.writeUInt16LE(2 * channels, 12);
  fmt.writeUInt16LE(16, 14);
  const chunk = (id: string, body: Buffer) => Buffer.concat([Buffer.from(id, "ascii"), Buffer.from(Uint32Array.of(body.length).buffer), body]);
  const body = Buffer.concat([Buffer.from("WAVE", "ascii"), chunk("fmt ", fmt), chunk("LIST", Buffer.from("INFOxxxx")), chunk("data", data)]);
  return Buffer.concat([Buffer.from("RIFF", "ascii"), Buffer.from(Uint32Array.of(body.length).buffer), body]);
}

const tone = (hz: number, rate: number, seconds: number, amplitude = 12_000) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)));

const rms = (samples: Int16Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);

describe("G.711", () => {
  it("encodes the reference values of both laws", () => {
    // Silence, the largest positive and negative samples, as ITU-T G.711's tables give them.
    expect(linearToMulaw(0)).toBe(0xff);
    expect(linearToMulaw(32767)).toBe(0x80);
    expect(linearToMulaw(-32768)).toBe(0x00);
    expect(linearToAlaw(0)).toBe(0xd5);
    expect(linearToAlaw(32767)).toBe(0xaa);
    expect(linearToAlaw(-32768)).toBe(0x2a);
  });

  it("decodes every code back to a sample that encodes to the same code", () => {
    for (let code = 0; code < 256; code += 1) {
      expect(linearToAlaw(alawToLinear(code))).toBe(code);
      // µ-law has two codes for zero (0x7f and 0xff); every other code is its own.
      if (code !== 0x7f) expect(linearToMulaw(mulawToLinear(code))).toBe(code);
    }
  });

  it.each(["PCMA", "PCMU"] as const)("keeps a tone within G.711's error of 1/16 in %s", (law) => {
    const original = tone(440, 8000, 0.1);
    const decoded = decodeG711(encodeG711(original, law), law);
    const error = Int16Array.from(original, (sample, i) => sample - decoded[i]!);
    expect(rms(error) / rms(original)).toBeLessThan(1 / 16);
  });
});

describe("WAV", () => {
  it("reads espeak-ng's 22050 Hz audio past other chunks, the first channel of several", () => {
    const samples = tone(300, 22050, 0.05);
    expect(readWav(wavFile(samples, 22050)).samples).toEqual(samples);
    const stereo = readWav(wavFile(samples, 44100, 2));
    expect(stereo.rate).toBe(44100);
    expect(stereo.samples).toEqual(samples);
  });

  it("refuses what is not 16-bit PCM WAV", () => {
    expect(() => readWav(Buffer.from("not audio at all"))).toThrow(WavUnreadable);
    const eightBit = wavFile(tone(300, 8000, 0.01), 8000);
    eightBit.writeUInt16LE(8, 20 + 14);
    expect(() => readWav(eightBit)).toThrow(/16-bit/);
  });

  it("resamples to the telephone's 8 kHz, keeping speech and length and damping what would fold back", () => {
    const speech = resample(tone(1000, 22050, 1), 22050, 8000);
    expect(speech.length).toBe(8000);
    expect(rms(speech)).toBeGreaterThan(0.8 * rms(tone(1000, 8000, 1)));
    // 7 kHz would fold back to 1 kHz at 8 kHz: it comes out much weaker.
    expect(rms(resample(tone(7000, 22050, 1), 22050, 8000))).toBeLessThan(0.35 * rms(tone(7000, 22050, 1)));
    expect(telephoneAudio(wavFile(tone(1000, 22050, 0.5), 22050)).length).toBe(4000);
  });
});
