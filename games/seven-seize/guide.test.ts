import { describe, expect, it } from 'vitest';
import { CARD_GUIDE, tableReminders, type GuideView } from './guide.ts';
import { Scenario } from './testing/scripted-table.ts';
import { view } from './view.ts';

const at = (s: Scenario): GuideView => s.view as unknown as GuideView;

describe('the card guide', () => {
  it('covers every rank once', () => {
    expect(CARD_GUIDE.map((c) => c.rank)).toEqual(['A', 'K', 'Q', 'J', '10–2']);
    for (const c of CARD_GUIDE) expect(c.seize).toMatch(/\(R1[0-4]\)\.$/);
  });
});

describe('table reminders', () => {
  it('set-up before the first card of the game: Jokers out, shuffle and deal 3, booty in the bag', () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    expect(tableReminders(at(s)).join(' ')).toMatch(/Jokers.*Shuffle the other 52 cards.*deal 3.*49 pieces/);
    s.do({ type: 'reveal', player: 'Ann', card: '9H' });
    expect(tableReminders(at(s))).toEqual([]);
  });

  it('the captain draws 7 to divvy; between rounds: discards, stashes empty, draw 2 (R16)', () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    s.reveal({ Ann: '9H', Bob: '4S', Cy: 'KD' });
    expect(tableReminders(at(s))).toEqual(['Ann takes the bag and draws 7 pieces without looking (R7).']);
    s.do({ type: 'divvy', red: 3, black: 4 }).reveal({ Cy: '5D', Ann: 'AH', Bob: '7C' });
    expect(s.view.round).toBe(2);
    const r = tableReminders(at(s));
    expect(r).toContain('Each player keeps their last card and draws 2, so everyone holds 3 (R16).');
    expect(r.join(' ')).toMatch(/stashes empty/);
    expect(r.join(' ')).not.toMatch(/runs out/);
    // A deck too thin for the draws: shuffle the discards (R16).
    expect(tableReminders({ ...at(s), deck: { draw: 5, discards: 30, reshuffles: 0 } }).join(' ')).toMatch(/shuffle the discards/);
  });

  it('2 players: the non-captain deals the Interloper its card before the seize (R18)', () => {
    const s = new Scenario(['Ann', 'Bob']);
    s.reveal({ Ann: '9H', Bob: '4S' }).do({ type: 'divvy', red: 3, black: 4 });
    expect(view(s.s).phase).toBe('seize');
    expect(tableReminders(at(s)).join(' ')).toMatch(/top card of the draw deck face down for the Interloper/);
  });
});
