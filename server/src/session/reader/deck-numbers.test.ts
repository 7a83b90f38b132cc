// A deck's printed numbers (H10) reach the disk before memory: on a full disk, entering them is
// refused with the reason, and the numbers stay as they were in memory and on disk.
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { highSeizeDescription } from '../../../../games/the-high-seize/description.ts';
import { DeckNumbers } from './deck-numbers.ts';
import { tempBeside } from '../durable.ts';
import { tempDirEach } from '../../../../test/temp-dir.ts';

let dir: string;
tempDirEach('qm-numbers-', (d) => (dir = d));

// The kernel's own "disk full": /dev/full answers every write with ENOSPC.
describe.runIf(existsSync('/dev/full'))('DeckNumbers on a full disk (H10)', () => {
  it('entering numbers is refused with the reason, and the numbers entered before stay', () => {
    const deck = highSeizeDescription.deck!;
    const numbers = DeckNumbers.open(dir, [deck], []);
    expect(numbers.set(deck.id, { R07: { weight: 4, value: 3 } }).ok).toBe(true);
    const file = join(dir, `${deck.id}.numbers.json`);
    const before = readFileSync(file, 'utf8');
    symlinkSync('/dev/full', tempBeside(file));
    expect(numbers.set(deck.id, { R07: { weight: 9 } })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^the numbers of .* could not be saved, nothing changed: the disk is full \(ENOSPC\)$/),
    });
    expect(numbers.get(deck.id)).toEqual({ R07: { weight: 4, value: 3 } });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(tempBeside(file))).toBe(false);
  });
});
