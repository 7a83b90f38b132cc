// The final scores of Loot in words, on finished games the referee plays: a row is a player's
// without teams and a team's in partnership (L8), and the merchants left in hand are taken off by
// the score's ruling, L24 (L25 is who wins).
import { describe, expect, it } from 'vitest';
import { LootSim } from '../../../../games/loot/testing/random-game.ts';
import { tableView } from '../../../../games/loot/view.ts';
import { breakdown, sideHeading } from './score-words.ts';

/** A finished game where some side was left holding merchant ships. */
function finished(players: number, partnership: boolean) {
  for (let seed = 1; seed < 60; seed++) {
    const sim = new LootSim({ players, partnership, seed }).playOut();
    const v = tableView(sim.state);
    if (v.phase === 'finished' && Object.values(v.scores ?? {}).some((s) => s.inHand > 0)) return v;
  }
  throw new Error('no finished game with merchants left in hand');
}

describe('Loot’s final scores in words', () => {
  it('L8: the rows are players without teams, teams in partnership play; never "side"', () => {
    expect(sideHeading(finished(3, false))).toBe('player');
    expect(sideHeading(finished(4, true))).toBe('team');
  });

  it('L24: merchants left in hand are taken off by the score’s ruling', () => {
    const v = finished(3, false);
    const [side, s] = Object.entries(v.scores ?? {}).find(([, x]) => x.inHand > 0) ?? [];
    if (!side || !s) throw new Error('no side with merchants in hand');
    const line = breakdown(v, side, s);
    expect(line).toContain(`merchant ships left in hand ${v.handMerchants[side]?.[0]}`);
    expect(line).toContain('taken off (L24)');
    expect(line).not.toContain('L25');
    expect(line).toMatch(new RegExp(`score ${s.score}\\.$`));
    expect(s.score).toBe(s.captured - s.inHand);
  });
});
