// Loot's teaching texts hold to the rulings, each on a position the referee reaches: a merchant
// sent to sea is not captured while two attackers are tied on it (L13, L15); a capture's line names
// the player, not a "side", when there are no teams (L8); and only the game's first capture has a
// line (the capture news says the routine ones), so the account of what turned a game is short.
import { describe, expect, it } from 'vitest';
import type { Table } from '../../core/table.ts';
import { LootSim } from '../testing/random-game.ts';
import { Script } from '../testing/scripted-table.ts';
import { type LootView, tableView } from '../view.ts';
import type { LootState } from '../state.ts';
import { explain } from './explain.ts';
import { setup } from './setup.ts';
import { TOPICS } from './topics.ts';
import { why } from './why.ts';

/** The why line of the last input of `t` after `input`. */
function whyOf(t: Script, input: Record<string, unknown>) {
  const before = tableView(t.s);
  t.ok(input);
  return why(before, input, tableView(t.s));
}

describe("Loot's teaching says what the referee does", () => {
  it('L13, L15: sending a merchant out does not promise its capture while two attackers are tied on it', () => {
    const t = new Script(['Ann', 'Bob', 'Cy']).ok({ type: 'play', card: 'M5.2' });
    const send = explain(tableView(t.s), t.v.awaiting)?.choices.find((c) => c.choice === 'Send a merchant ship to sea');
    t.ok({ type: 'play', card: 'B2.1', target: 'M5.2' }, { type: 'play', card: 'G2.1', target: 'M5.2' });
    // Ann's next turn: the tie holds, and she does not capture her ship.
    expect(t.v.current).toBe('Ann');
    expect(t.v.atSea.find((m) => m.merchant === 'M5.2')?.leadBy).toBe('tie');
    expect(t.v.captured.Ann).toEqual([]);
    expect(send?.does).not.toMatch(/if nobody leads it against you/);
    expect(send?.does).toMatch(/while two attackers are tied on it, nobody captures it/);
  });

  it('L8, L15: without teams the first capture names its player, never "side"', () => {
    const t = new Script(['Ann', 'Bob', 'Dee']).ok(
      { type: 'play', card: 'M5.2' },
      { type: 'draw' },
      { type: 'play', card: 'B4.1', target: 'M5.2' },
      { type: 'draw' },
    );
    const line = whyOf(t, { type: 'draw' });
    expect(t.v.captured.Dee).toEqual(['M5.2']);
    expect(line?.text).toBe("Dee led 1 merchant ship at the start of Dee's turn, so it is captured (L15).");
  });

  it('L27: in partnership play the first capture names the team', () => {
    const t = new Script(['Ann', 'Bob', 'Cy', 'Dee'], { partnership: true });
    t.ok({ type: 'play', card: 'M5.2' }, { type: 'play', card: 'B4.1', target: 'M5.2' }, { type: 'draw' });
    const line = whyOf(t, { type: 'draw' });
    expect(Object.values(t.v.captured).flat()).toEqual(['M5.2']);
    expect(line?.text).toBe("Ann's team led 1 merchant ship at the start of Ann's turn, so it is captured (L15).");
  });

  it('L15: after the first capture, a routine one has no line (the capture news tells it)', () => {
    const t = new Script(['Ann', 'Bob']).ok({ type: 'play', card: 'M5.2' });
    const first = whyOf(t, { type: 'draw' });
    expect(first?.text).toMatch(/Nobody attacked Ann's merchant ship/);
    expect(t.v.captured.Ann).toEqual(['M5.2']);
    t.ok({ type: 'play', card: 'M4.1' });
    expect(whyOf(t, { type: 'draw' })).toBeNull();
    expect(t.v.captured.Ann).toEqual(['M5.2', 'M4.1']);
  });
});

describe('Loot’s teaching speaks of players, or of teams in partnership play, never of a "side" (L8)', () => {
  /** Every word the teaching says over a whole game: each prompt explained, the set-up, the topics. */
  function said(partnership: boolean): { text: string; prompts: string; views: LootView[] } {
    const views: LootView[] = [];
    const sim = new LootSim({ players: 4, partnership, seed: 3 }, (_b: Table, after: Table) => views.push(tableView(after.last?.state as LootState)));
    sim.playOut();
    const lines = views.flatMap((v) => {
      const e = explain(v, v.awaiting);
      return e ? [e.now, ...e.choices.flatMap((c) => [c.choice, c.does])] : [];
    });
    const prompts = lines.join(' ');
    const guide = setup(4, { partnership });
    lines.push(guide.goal, ...guide.layOut, ...TOPICS.flatMap((t) => [t.full, t.reminder]));
    return { text: lines.join(' ').replace(/side by side/g, ''), prompts, views };
  }

  it('without teams', () => {
    const { text, prompts, views } = said(false);
    expect(views.at(-1)?.phase).toBe('finished');
    expect(text).not.toMatch(/\bsides?\b/);
    expect(prompts).not.toMatch(/your team|Each team/);
  });

  it('in partnership play, the team', () => {
    const { text, prompts } = said(true);
    expect(text).not.toMatch(/\bsides?\b/);
    expect(prompts).toMatch(/your team/);
  });
});

describe('the end of Loot in partnership play, as the referee plays it (L21, L22)', () => {
  /** A position of a partnership game where the pile is empty and a player sits out with no cards, the game going on. */
  function sittingOut(): LootView {
    for (let seed = 1; seed < 40; seed++) {
      let found: LootView | null = null;
      new LootSim({ players: 4, partnership: true, seed }, (_b: Table, after: Table) => {
        const v = tableView(after.last?.state as LootState);
        if (!found && v.phase === 'turn' && v.drawPile === 0 && v.sittingOut.length > 0) found = v;
      }).playOut();
      if (found) return found;
    }
    throw new Error('no partnership game with a player sitting out');
  }

  it('one empty hand does not end a partnership game: the texts say both players of a team', () => {
    const v = sittingOut();
    expect(v.hands[v.sittingOut[0] as string]).toBe(0);
    expect(explain(v, v.awaiting)?.now).toContain('the game ends as soon as both hands of a team run out');
    expect(setup(4, { partnership: true }).goal).toContain('both players of a team have played their last card');
    for (const id of ['empty-pile', 'end']) expect(TOPICS.find((t) => t.id === id)?.full).toContain('in partnership play, both players of a team');
  });
});
