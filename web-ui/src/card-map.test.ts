import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCardMap } from './card-map.ts';

// A deck's card ids, as its description lists them.
const CARDS = ['AS', '10H', 'QS', 'KC', ...Array.from({ length: 40 }, (_, i) => `card-${i}`)];

describe('parseCardMap (import of the card map)', () => {
  it('accepts a map of 8- and 14-digit UIDs to distinct cards', () => {
    const r = parseCardMap('{"04A1B2C3D4E5F6":"10H","DEADBEEF":"QS"}', CARDS);
    expect(r).toEqual({ map: { '04A1B2C3D4E5F6': '10H', DEADBEEF: 'QS' } });
  });

  it.each([
    ['not json', 'not JSON'],
    ['[1,2]', 'one object'],
    ['{"XYZ":"10H"}', 'not a sticker UID'],
    ['{"deadbeef":"10H"}', 'not a sticker UID'],
    ['{"DEADBEEF":"11H"}', 'not a card of the deck such as AS or card-39'],
    ['{"DEADBEEF":5}', 'not a card'],
    ['{"DEADBEEF":"10H","CAFEBABE":"10H"}', 'given to two stickers'],
  ])('refuses %s with a reason', (text, why) => {
    const r = parseCardMap(text, CARDS);
    expect('problem' in r && r.problem).toContain(why);
  });

  it('refuses every card while the deck is not known', () => {
    expect(parseCardMap('{"DEADBEEF":"10H"}', [])).toEqual({ problem: 'UID DEADBEEF: "10H" is not a card of the deck' });
  });

  it('round-trips any valid map', () => {
    const uid = fc.stringMatching(/^(?:[0-9A-F]{8}|[0-9A-F]{14})$/);
    fc.assert(
      fc.property(fc.uniqueArray(uid, { maxLength: CARDS.length }), fc.shuffledSubarray(CARDS), (uids, cards) => {
        const map: Record<string, string> = {};
        uids.forEach((u, i) => {
          const c = cards[i];
          if (c) map[u] = c;
        });
        expect(parseCardMap(JSON.stringify(map), CARDS)).toEqual({ map });
      }),
    );
  });
});
