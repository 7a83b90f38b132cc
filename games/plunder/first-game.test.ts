// Plunder!'s scripted first round, played through the real reducer: every line the table says is
// held against the position it is said at (whose turn, which treasures move where, the crew), and
// the rig's steps leave the game as it was. A line changed without its check here fails the first test.
import { describe, expect, it } from 'vitest';
import { type PlayedStep, playFirstRound } from '../core/testing/first-round.ts';
import { type Claim, eachLineHolds } from '../core/testing/first-round-claims.ts';
import { registry } from '../index.ts';
import type { PlunderView } from './view.ts';

const module = registry.get('plunder');
if (!module) throw new Error('Plunder! is not on the shelf');
const played = playFirstRound(registry, module);
const before = (s: PlayedStep) => s.before.view as PlunderView;
const after = (s: PlayedStep) => s.after.view as PlunderView;
const treasures = (v: PlunderView, p: string) => Object.values(v.players[p]?.treasures ?? {}).reduce((a, b) => a + b, 0);
const step = (i: number) => played[i] as PlayedStep;

const CLAIMS: Claim[] = [
  [
    'Ann steals a yellow treasure from the harbour (P9): a steal from the harbour is never halved.',
    (s) => {
      expect(before(s).current).toBe('Ann');
      expect(s.input).toMatchObject({ type: 'steal', from: 'harbour', colour: 'yellow' });
      expect(after(s).players.Ann?.treasures.yellow).toBe((before(s).players.Ann?.treasures.yellow ?? 0) + 1);
      expect(after(s).harbour.treasures.yellow).toBe((before(s).harbour.treasures.yellow ?? 0) - 1);
    },
  ],
  [
    "Bob steals one of Ann's red treasures.",
    (s) => {
      expect(before(s).current).toBe('Bob');
      expect(before(s).colours.Ann).toBe('red');
      expect(after(s).players.Ann?.treasures.red).toBe((before(s).players.Ann?.treasures.red ?? 0) - 1);
      expect(after(s).players.Bob?.treasures.red).toBe((before(s).players.Bob?.treasures.red ?? 0) + 1);
    },
  ],
  [
    'Cy pays 2 of his treasures to the harbour for one more crew (P10).',
    (s) => {
      expect(before(s).current).toBe('Cy');
      expect(treasures(after(s), 'Cy')).toBe(treasures(before(s), 'Cy') - 2);
      expect(after(s).harbour.treasures.green).toBe((before(s).harbour.treasures.green ?? 0) + 2);
      expect(after(s).players.Cy?.crew).toBe((before(s).players.Cy?.crew ?? 0) + 1);
      expect(after(s).harbour.crew).toBe(before(s).harbour.crew - 1);
    },
  ],
  [
    'Ann pours her 6 treasures onto the scale: treasures weigh alike, so the table can count a pile of them by its weight and hold it against its record.',
    (s) => {
      const poured = module.firstGame?.kind === 'watch' ? module.firstGame.steps[3] : undefined;
      expect(poured).toMatchObject({ pour: 'left', pieces: treasures(before(s), 'Ann') });
      expect(treasures(before(s), 'Ann')).toBe(6);
      // One kind of piece for every treasure, and a count of Ann's red ones is held against the record.
      expect(module.count?.pieces.filter((p) => p.kind === 'treasure')).toHaveLength(5);
      const check = module.count?.check(s.before.state, 'Ann', 'red', before(s).players.Ann?.treasures.red ?? -1);
      expect(check).toMatchObject({ agrees: true });
      expect(s.after.state).toBe(s.before.state);
    },
  ],
  ['The scale is cleared for the next count.', (s) => expect(s.after.state).toBe(s.before.state)],
];

describe("Plunder!'s first round says only what the referee's state confirms", () => {
  eachLineHolds(played, CLAIMS);

  it('the round ends where it began: on Ann’s turn again', () => {
    expect(after(step(played.length - 1)).current).toBe('Ann');
  });
});
