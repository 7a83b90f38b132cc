// The setup guide's wiring is hardware/README.md's pin table, part by part: every pin it names is
// a row of that table, and says what that row says it goes to.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIRING, WIRING_PARTS } from './wiring-parts.ts';

const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
const wiring = readme.slice(readme.indexOf('## Wiring'), readme.indexOf('## Building'));
/** The table's rows: each pin (as `D2`, `A0 (14)`, `D0/D1`) to what it goes to. */
const table = new Map(
  wiring
    .split('\n')
    .filter((l) => /^\| (?:D|A|5V|GND|3V3)/.test(l))
    .map((l) => l.split('|').map((c) => c.trim()))
    .map(([, pin, to]) => [pin!.replace(/ \(\d+\)$/, ''), to!.replace(/[_*]/g, '')] as const),
);

describe("the setup guide's wiring", () => {
  it("names only the README's pins, each going where the README says", () => {
    expect(table.size).toBeGreaterThan(15);
    for (const part of WIRING_PARTS)
      for (const row of WIRING[part].rows) {
        const said = table.get(row.pin);
        expect(said, `${part}: ${row.pin}`).toBeDefined();
        // The guide's words begin as the README's do (what the pin goes to), in short.
        const head = row.to.split(/[:,(]/)[0]!.trim().toLowerCase();
        expect(said!.toLowerCase(), `${part}: ${row.pin}`).toContain(head.replace(/^the /, '').split(' ').slice(0, 2).join(' '));
      }
  });

  it('shows each part in a region of the wiring picture', () => {
    for (const part of WIRING_PARTS) {
      const [x, y, w, h] = WIRING[part].view;
      expect(x >= 0 && y >= 0 && x + w <= 960 && y + h <= 700, part).toBe(true);
    }
  });
});
