// A card map's change reaches the disk first: when the write fails (a full disk) the change is
// refused, and the map is as it was in memory and on disk.
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { playingCards } from '../../../../games/seven-seize/description.ts';
import { fakeTableDevice } from '../../devices/fake-rig-for-tests.ts';
import { CardMapStore, simUid } from './card-map.ts';
import { tempBeside, writeFileDurably } from '../durable.ts';
import { TableSession } from '../table-session.ts';
import { everyGame } from '../../../../test/every-game.ts';
import { tempDirEach } from '../../../../test/temp-dir.ts';

let dir: string;
tempDirEach('qm-cards-', (d) => (dir = d));

const enrolled = new Map(playingCards.cards.map((c) => [simUid(playingCards, c), c]));

describe('CardMapStore on a full disk', () => {
  let full: boolean;
  const write = (path: string, text: string): void => {
    if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    writeFileDurably(path, text);
  };
  const open = (): CardMapStore => CardMapStore.load(join(dir, 'playing-cards.json'), playingCards, [], enrolled, write);

  beforeEach(() => {
    full = false;
  });

  it('a clear that cannot be written is refused, and the map stays whole in memory and on disk', () => {
    const store = open();
    const before = readFileSync(join(dir, 'playing-cards.json'), 'utf8');
    full = true;
    expect(() => store.replace(new Map())).toThrow(/the card map of .* could not be saved, nothing changed: the disk is full \(ENOSPC\)$/);
    expect(store.size).toBe(52);
    expect(readFileSync(join(dir, 'playing-cards.json'), 'utf8')).toBe(before);
  });

  it('an enrolment tap or a forgotten sticker that cannot be written changes nothing', () => {
    const store = open();
    store.startEnrolment('AS');
    full = true;
    expect(() => store.enrolTap('0A0B0C0D')).toThrow(/ENOSPC/);
    expect(store.cardOf('0A0B0C0D')).toBeNull();
    expect(store.cardOf(simUid(playingCards, 'AS'))).toBe('AS');
    expect(store.enrolment?.next).toBe('AS');
    expect(() => store.forget(simUid(playingCards, 'KC'))).toThrow(/ENOSPC/);
    expect(store.cardOf(simUid(playingCards, 'KC'))).toBe('KC');
    full = false;
    expect(CardMapStore.load(join(dir, 'playing-cards.json'), playingCards, []).size).toBe(52);
  });
});

// The kernel's own "disk full": /dev/full answers every write with ENOSPC.
describe('enrol on a full disk', () => {
  it('is refused with the reason, and the table still shows its 52 cards, as the disk keeps them', async () => {
    const session = await TableSession.open({ ...everyGame(), dataDir: dir, device: fakeTableDevice({ rate: 0 }) });
    try {
      const file = join(dir, 'cards', 'playing-cards.json');
      const before = readFileSync(file, 'utf8');
      symlinkSync('/dev/full', tempBeside(file));
      const r = session.reader.enrol({ type: 'enrol', action: 'clear', deck: 'playing-cards' });
      expect(r).toEqual({
        ok: false,
        reason: expect.stringMatching(/^enrol clear: the card map of .* could not be saved, nothing changed: the disk is full \(ENOSPC\)$/),
      });
      expect(session.state('host').cards.decks.find((d) => d.id === 'playing-cards')?.enrolled).toBe(52);
      // An import (enrol import, PUT /api/cards) is refused the same way.
      symlinkSync('/dev/full', tempBeside(file));
      expect(session.reader.importCards({ '0A0B0C0D': '10H' }, 'playing-cards')).toEqual({
        ok: false,
        reason: expect.stringMatching(/^card map refused: .*ENOSPC/),
      });
      expect(session.reader.cardMap('playing-cards')?.['0A0B0C0D']).toBeUndefined();
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(existsSync(tempBeside(file))).toBe(false);
    } finally {
      await session.close();
    }
  });

  it('a card tapped to enrol it is refused in words, and the card keeps its old sticker', async () => {
    const session = await TableSession.open({ ...everyGame(), dataDir: dir, device: fakeTableDevice({ rate: 0 }) });
    try {
      const file = join(dir, 'cards', 'playing-cards.json');
      const before = readFileSync(file, 'utf8');
      expect(session.reader.enrol({ type: 'enrol', action: 'select', card: 'KC', deck: 'playing-cards' })).toEqual({ ok: true });
      const taps: unknown[] = [];
      session.on('tap', (t) => taps.push(t));
      symlinkSync('/dev/full', tempBeside(file));
      session.reader.onTag({ reader: 0, uid: '0A0B0C0D', present: true, t: 0 });
      expect(taps).toEqual([
        {
          type: 'tap',
          uid: '0A0B0C0D',
          card: null,
          outcome: 'rejected',
          message: expect.stringMatching(/could not be saved, nothing changed: the disk is full \(ENOSPC\)$/),
        },
      ]);
      expect(session.reader.cardMap('playing-cards')?.KC).toBeUndefined();
      expect(session.reader.cardMap('playing-cards')?.[simUid(playingCards, 'KC')]).toBe('KC');
      expect(readFileSync(file, 'utf8')).toBe(before);
    } finally {
      await session.close();
    }
  });
});
