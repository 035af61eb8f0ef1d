// Draws the participant app's icons (a white bell on the alarm red) as PNG files under
// public/app/icons/: `node apps/web/scripts/make-app-icons.mjs`. The PNGs are committed; run this
// again only to change them. Plain zlib, no image library.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const RED = [185, 28, 28];
const WHITE = [255, 255, 255];
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "app", "icons");

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Whether the point (x, y), in units where the bell spans about -1..1, lies on the bell. */
function onBell(x, y) {
  const ax = Math.abs(x);
  if (Math.hypot(x, y + 0.78) <= 0.13) return true; // the ring on top
  if (y >= -0.7 && y <= 0.45) {
    // Dome, then sides flaring towards the rim.
    if (y < -0.25) return Math.hypot(x / 0.5, (y + 0.25) / 0.45) <= 1;
    const t = (y + 0.25) / 0.7;
    return ax <= 0.5 + 0.22 * t * t;
  }
  if (y > 0.45 && y <= 0.6) return ax <= 0.8 - Math.max(0, y - 0.53) * 2; // the rim
  return Math.hypot(x, y - 0.72) <= 0.18; // the clapper
}

/** An icon: `bellScale` is the bell's half-size as a share of the icon's; `corner` rounds the background (0: full bleed). */
function drawIcon(size, { bellScale, corner }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let bell = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = (px + (sx + 0.5) / samples) / size; // 0..1
          const v = (py + (sy + 0.5) / samples) / size;
          if (insideRounded(u, v, corner)) background++;
          else continue;
          if (onBell((u - 0.5) / bellScale, (v - 0.52) / bellScale)) bell++;
        }
      }
      const total = samples * samples;
      const alpha = background / total;
      const white = background ? bell / background : 0;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[offset + c] = Math.round(RED[c] * (1 - white) + WHITE[c] * white);
      rgba[offset + 3] = Math.round(alpha * 255);
    }
  }
  return png(size, rgba);
}

function insideRounded(u, v, corner) {
  if (corner === 0) return true;
  const dx = Math.max(corner - u, u - (1 - corner), 0);
  const dy = Math.max(corner - v, v - (1 - corner), 0);
  return Math.hypot(dx, dy) <= corner;
}

mkdirSync(out, { recursive: true });
const icons = {
  // "any": a rounded tile, the bell large.
  "icon-192.png": [192, { bellScale: 0.36, corner: 0.18 }],
  "icon-512.png": [512, { bellScale: 0.36, corner: 0.18 }],
  // "maskable": full bleed, the bell inside the safe zone (the middle circle of 80 %).
  "maskable-192.png": [192, { bellScale: 0.28, corner: 0 }],
  "maskable-512.png": [512, { bellScale: 0.28, corner: 0 }],
  "apple-touch-icon.png": [180, { bellScale: 0.32, corner: 0 }],
};
for (const [name, [size, options]] of Object.entries(icons)) {
  writeFileSync(join(out, name), drawIcon(size, options));
  console.log(`wrote ${join(out, name)}`);
}
