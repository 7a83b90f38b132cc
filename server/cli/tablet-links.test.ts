// The terminal's QR code of a tablet link (serve, pair) is the link: read back from its half-block
// characters, its modules are those the QR library encodes the link into.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { terminalQr } from './tablet-links.ts';

/** The dark modules drawn by `text`: two rows a line (▀ top, ▄ bottom, █ both), the quiet zone included. */
function modulesOf(text: string): boolean[][] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are stripped
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const rows: boolean[][] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const chars = [...line];
    rows.push(chars.map((c) => c === '█' || c === '▀'));
    rows.push(chars.map((c) => c === '█' || c === '▄'));
  }
  return rows;
}

describe('the terminal QR code of a tablet link', () => {
  it('draws the modules the QR library encodes the link into', async () => {
    const url = 'http://192.168.1.5:7777/?token=k3abc';
    const drawn = modulesOf(await terminalQr(url));
    const { modules } = QRCode.create(url, {});
    const n = modules.size;
    // One module of quiet zone around the code.
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) expect(drawn[r + 1]?.[c + 1], `module ${r},${c}`).toBe(modules.get(r, c) === 1);
  });
});
