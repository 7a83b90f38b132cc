// `quartermaster replay` on The High Seize as a user runs it: a real process on the worked example
// of docs/table-script/the-high-seize.md.
import { describe, expect, it } from 'vitest';
import { fixture, replayed } from './replay-cli.ts';

const example = fixture('the-high-seize-example.jsonl');

describe('quartermaster replay: The High Seize', () => {
  it('prints the state of the worked example exactly as documented', () => {
    const out = replayed(0, example, '--compact');
    expect(out).toEqual({
      game: 'the-high-seize',
      round: 2,
      phase: 'ships',
      startPlayer: 'Bob',
      turn: null,
      colours: { Ann: 'red', Bob: 'blue' },
      shipsLeft: { Ann: ['RS1', 'RS2', 'RS3'], Bob: ['BS2', 'BS3', 'BS4'] },
      deck: { Ann: 8, Bob: 8 },
      hands: { Ann: 4, Bob: 4 },
      piles: {
        Ann: { ship: null, cards: 0, byColour: {}, revealed: [], weight: null },
        Bob: { ship: null, cards: 0, byColour: {}, revealed: [], weight: null },
        neutral: { ship: 'NS', cards: 0, byColour: {}, revealed: [], weight: null },
      },
      history: [{ round: 1, weights: { Ann: 3, Bob: 15, neutral: 12 }, sunk: ['Bob'] }],
      setAside: { Ann: ['R16', 'R02', 'RS4', 'R09'], Bob: ['B01', 'B14'] },
      discarded: ['R15', 'B03', 'B10', 'BS1'],
      scores: { Ann: 17, Bob: 9 },
      awaiting: { type: 'ship', players: ['Ann', 'Bob'] },
      winners: [],
      rejected: [
        { line: 7, reason: "place: it is Bob's turn to place (H7)" },
        { line: 21, reason: 'reveal: R02 has already been seen this game (H13)' },
      ],
    });
  });
});
