import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, parseCardMap } from './deck.ts';

describe('deck', () => {
  it('holds the 52 distinct cards of R1', () => {
    expect(DECK).toHaveLength(52);
    expect(new Set(DECK).size).toBe(52);
    expect(DECK).toContain('10H');
    expect(DECK).toContain('AS');
  });
});

describe('parseCardMap (import of the card map)', () => {
  it('accepts a map of 8- and 14-digit UIDs to distinct cards', () => {
    const r = parseCardMap('{"04A1B2C3D4E5F6":"10H","DEADBEEF":"QS"}');
    expect(r).toEqual({ map: { '04A1B2C3D4E5F6': '10H', DEADBEEF: 'QS' } });
  });

  it.each([
    ['not json', 'not JSON'],
    ['[1,2]', 'one object'],
    ['{"XYZ":"10H"}', 'not a sticker UID'],
    ['{"deadbeef":"10H"}', 'not a sticker UID'],
    ['{"DEADBEEF":"11H"}', 'not a card'],
    ['{"DEADBEEF":5}', 'not a card'],
    ['{"DEADBEEF":"10H","CAFEBABE":"10H"}', 'given to two stickers'],
  ])('refuses %s with a reason', (text, why) => {
    const r = parseCardMap(text);
    expect('problem' in r && r.problem).toContain(why);
  });

  it('round-trips any valid map', () => {
    const uid = fc.stringMatching(/^(?:[0-9A-F]{8}|[0-9A-F]{14})$/);
    fc.assert(
      fc.property(fc.uniqueArray(uid, { maxLength: 52 }), fc.shuffledSubarray([...DECK]), (uids, cards) => {
        const map: Record<string, string> = {};
        uids.forEach((u, i) => {
          const c = cards[i];
          if (c) map[u] = c;
        });
        expect(parseCardMap(JSON.stringify(map))).toEqual({ map });
      }),
    );
  });
});
