// A game that declares no teaching hooks plays as before with the teaching code in the loop: Tally,
// the test-only game, played whole through the core table, its history read as a host's tablet reads
// it, gets no lesson and no topic at any step, and Ask the rules, given no teaching, searches its text.
import { describe, expect, it } from 'vitest';
import { ruleSearch, teachingWords } from '../../games/core/ask-rules.ts';
import { ruleEntries } from '../../games/core/rule-book.ts';
import { emptyTable, type Table } from '../../games/core/table.ts';
import { lessonAt, topicsThrough } from '../../games/core/teach.ts';
import { registry } from '../games/tally/registry.ts';
import { hostSteps } from './played.ts';
import { accepted } from '../../games/core/testing/accepted.ts';

function playTally(): Table {
  let table = emptyTable;
  const send = (input: unknown) => {
    table = accepted(registry, table, input);
  };
  send({ type: 'start', game: 'tally', players: ['Ann', 'Bob'], options: { rounds: 2 } });
  for (let turn = 0; turn < 20; turn++) {
    const a = table.module?.awaiting(table.last?.state) as { type: 'hide' | 'guess'; player: string } | null;
    if (!a) return table;
    send({ type: a.type, player: a.player, card: turn % 4 === 1 ? 'conch' : 'cowrie' });
  }
  throw new Error('the game did not end');
}

describe('a game without teaching hooks', () => {
  it('Tally declares none, plays to its end, and gets no lesson and no topic at any step', () => {
    const tally = registry.get('tally');
    expect(tally?.teach).toBeUndefined();
    const table = playTally();
    expect(table.module?.awaiting(table.last?.state)).toBeNull();
    const steps = hostSteps(table);
    expect(steps.length).toBe(5);
    expect(steps.map((_, i) => lessonAt(tally?.teach, steps, i))).toEqual(steps.map(() => null));
    expect(topicsThrough(tally?.teach, steps).flat()).toEqual([]);
  });

  it('Ask the rules needs no teaching: it searches the rules text alone', () => {
    const search = ruleSearch(
      ruleEntries('## Tally in brief\n\n**Hiding.** One player hides a shell.\n\n**Guessing.** The other guesses it and wins a bead.\n'),
      teachingWords(undefined),
    );
    expect(search.ask('who wins a bead')[0]?.entry.id).toBe('guessing');
  });
});
