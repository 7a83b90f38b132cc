// Blackbeard's Booty's guided first game speaks to its player: the seat is named "you", and every
// sentence its teaching makes of it reads as English ("Your coin … captures", "You win"), never
// "You's coin" or "You wins"; the table draws the bag itself (B6), so no draw is asked of the tablet.
import { describe, expect, it } from 'vitest';
import { emptyTable, submit, type Table } from '../../games/core/table.ts';
import { lessonAt } from '../../games/core/teach.ts';
import type { GameInput } from '../../games/core/types.ts';
import { whoWins } from '../../games/core/words.ts';
import { registry } from '../../games/index.ts';
import { firstGame } from '../../games/blackbeards-booty/first-game.ts';
import { hostSteps } from './played.ts';
import { accepted } from '../../games/core/testing/accepted.ts';

const booty = registry.get('blackbeards-booty');

/** A whole guided game, both seats played by the easy pirate from `seed`, its start drawn `first`. */
function guided(seed: number, first: 'gold' | 'silver'): Table {
  if (!booty?.computer) throw new Error("Blackbeard's Booty has no computer player");
  let table = emptyTable;
  const send = (input: unknown) => {
    table = accepted(registry, table, input);
  };
  send({ ...firstGame.start, options: { ...(firstGame.start.options as object), first } });
  for (let i = 0; i < 3000 && booty.awaiting(table.last?.state); i++) send(booty.computer.choose(table.last?.state, 'easy', 1, seed * 7919 + i) as GameInput);
  return table;
}

describe("Blackbeard's Booty's guided first game", () => {
  it('draws the bag itself: the game begins at the first move, either colour', () => {
    expect(firstGame.kind === 'guided' && firstGame.draw).toEqual({ option: 'first', among: ['gold', 'silver'] });
    for (const first of ['gold', 'silver'] as const) {
      let table = emptyTable;
      const r = submit(registry, table, { ...firstGame.start, options: { ...(firstGame.start.options as object), first } });
      if (r.ok) table = r.table;
      expect(booty?.awaiting(table.last?.state)).toMatchObject({ type: 'move', colour: first });
    }
  });

  it('calls its player "you" in the teaching: "Your coin", "You win", never "You\'s" or "You wins"', () => {
    const texts: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const t = guided(seed, seed % 2 ? 'gold' : 'silver');
      const steps = hostSteps(t);
      for (let i = 0; i < steps.length; i++) {
        const l = lessonAt(booty?.teach, steps, i);
        texts.push(l?.why?.text ?? '', l?.explanation?.now ?? '');
      }
    }
    const said = texts.join('\n');
    expect(said).toMatch(/Your (coin|stack)/);
    expect(said).not.toMatch(/You's|You (wins|reaches|has|moves|passes)\b/);
    // The end's line reads on from who won: "You win, with the higher score…", never "You win: has…".
    const ends = texts.filter((t) => t.startsWith('The game is over'));
    expect(ends.length).toBeGreaterThan(0);
    for (const end of ends) expect(end).toMatch(/^The game is over: (You win|.+ wins|.+ share the win), (reaching|with) /);
    expect(whoWins(['You'])).toBe('You win');
    expect(whoWins(['Ann'])).toBe('Ann wins');
  });
});
