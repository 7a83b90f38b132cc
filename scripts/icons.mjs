#!/usr/bin/env node
// Draws the tablet app's icons (web-ui/public/icons/): a gold anchor on the table's dark wood, at
// the sizes tablets ask for: 192 and 512 px for the web app manifest, a maskable 512 px one whose
// anchor keeps within the middle 80 % (the safe zone a launcher's mask never cuts), and 180 px for
// iOS's home screen. Written as PNG by hand (zlib only), so that it runs anywhere Node does:
// `node scripts/icons.mjs` after changing the drawing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const WOOD = [0x2b, 0x1b, 0x10];
const GOLD = [0xf0, 0xb4, 0x29];

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), y * (size * 3 + 1) + 1 + x * 3);
  }
  const head = Buffer.alloc(13);
  head.writeUInt32BE(size, 0);
  head.writeUInt32BE(size, 4);
  head[8] = 8; // bits per channel
  head[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', head),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Distance from (x, y) (the anchor's own units, -1..1) to the anchor's outline; negative inside. */
function anchor(x, y) {
  const box = (cx, cy, hw, hh) => Math.max(Math.abs(x - cx) - hw, Math.abs(y - cy) - hh);
  const ring = (cx, cy, r, w) => Math.abs(Math.hypot(x - cx, y - cy) - r) - w;
  const eye = ring(0, -0.72, 0.16, 0.06);
  const shaft = box(0, 0.05, 0.07, 0.62);
  const bar = box(0, -0.36, 0.42, 0.06);
  const arc = Math.max(ring(0, 0.12, 0.62, 0.07), -(y - 0.12)); // the lower half of a ring
  const flukes = Math.min(box(-0.62, 0.12, 0.12, 0.07), box(0.62, 0.12, 0.12, 0.07));
  return Math.min(eye, shaft, bar, arc, flukes);
}

/** An icon of `size` px whose anchor spans `scale` of it. */
function icon(size, scale) {
  return png(size, (px, py) => {
    let cover = 0;
    for (let sy = 0; sy < 4; sy++)
      for (let sx = 0; sx < 4; sx++) {
        const x = ((px + (sx + 0.5) / 4) / size - 0.5) * (2 / scale);
        const y = ((py + (sy + 0.5) / 4) / size - 0.5) * (2 / scale);
        if (anchor(x, y) <= 0) cover++;
      }
    const a = cover / 16;
    return WOOD.map((w, i) => Math.round(w + (GOLD[i] - w) * a));
  });
}

const dir = new URL('../web-ui/public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, size, scale] of [
  ['icon-192.png', 192, 0.78],
  ['icon-512.png', 512, 0.78],
  ['icon-maskable-512.png', 512, 0.6],
  ['apple-touch-icon.png', 180, 0.72],
]) {
  writeFileSync(new URL(name, dir), icon(size, scale));
  console.log(`web-ui/public/icons/${name}: ${size}×${size}`);
}
