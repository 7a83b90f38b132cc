// `quartermaster replay` on a Loot table script, as a user runs it: a real process, real files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, quartermaster, replayed } from './replay-cli.ts';
import { LootSim } from '../../games/loot/testing/random-game.ts';

const run = (...args: string[]) => quartermaster('replay', ...args);
const dir = mkdtempSync(join(tmpdir(), 'qm-replay-loot-'));

describe('quartermaster replay (Loot)', () => {
  it("prints the Loot worked example's state exactly, keys in the documented order", () => {
    const out = replayed(0, fixture('loot-spec-example.jsonl'));
    const expected = {
      game: 'loot',
      phase: 'turn',
      partnership: false,
      options: { first: 'Ann', openScores: false },
      players: ['Ann', 'Bob', 'Cy'],
      teams: null,
      round: 4,
      turn: 12,
      current: 'Cy',
      drawPile: 57,
      hands: { Ann: 2, Bob: 6, Cy: 5 },
      sittingOut: [],
      atSea: [],
      lastCaptures: [{ merchant: 'M3.1', gold: 3, side: 'Cy' }],
      captured: { Ann: [], Bob: ['M5.2'], Cy: ['M3.1'] },
      gold: { Ann: 0, Bob: 5, Cy: 3 },
      discard: { cards: 6, merchants: [], merchantGold: 0 },
      unplayedGold: 92,
      handMerchants: {},
      captureLog: [
        { turn: 8, player: 'Bob', side: 'Bob', merchant: 'M5.2', gold: 5 },
        { turn: 12, player: 'Cy', side: 'Cy', merchant: 'M3.1', gold: 3 },
      ],
      scores: {
        Ann: { captured: 0, inHand: 0, score: 0 },
        Bob: { captured: 5, inHand: 0, score: 5 },
        Cy: { captured: 3, inHand: 0, score: 3 },
      },
      awaiting: { type: 'action', player: 'Cy', options: ['draw', 'play'] },
      winners: [],
      rejected: [
        { line: 7, reason: 'Cy already attacks M5.2 with green and may only add green ships (L10)' },
        { line: 15, reason: 'Bob can draw; a card is discarded only when no other action is possible (L18)' },
      ],
    };
    expect(out).toEqual(expected);
    expect(JSON.stringify(out)).toBe(JSON.stringify(expected)); // same key order
  });

  it('prints M5.2 as the spec shows it after line 6 (Bob leads by the captain)', () => {
    const f = join(dir, 'six.jsonl');
    const lines = [
      '{"type":"start","game":"loot","players":["Ann","Bob","Cy"]}',
      '{"type":"play","player":"Ann","card":"M5.2"}',
      '{"type":"play","player":"Bob","card":"B4.1","target":"M5.2"}',
      '{"type":"play","player":"Cy","card":"G4.2","target":"M5.2"}',
      '{"type":"play","player":"Ann","card":"AD","target":"M5.2"}',
      '{"type":"play","player":"Bob","card":"BC","target":"M5.2"}',
    ];
    writeFileSync(f, `${lines.join('\n')}\n`);
    const r = run(f, '--compact');
    expect(r.status).toBe(0);
    const ship = {
      merchant: 'M5.2',
      gold: 5,
      owner: 'Ann',
      side: 'Ann',
      playedTurn: 1,
      attacks: [
        { colour: 'blue', side: 'Bob', cards: ['B4.1'], strength: 4, captain: 'BC' },
        { colour: 'green', side: 'Cy', cards: ['G4.2'], strength: 4, captain: null },
      ],
      admiral: 'Ann',
      lastCaptainOrAdmiral: 'BC',
      leader: 'Bob',
      leadBy: 'captain',
    };
    expect(JSON.stringify(JSON.parse(r.stdout).atSea)).toBe(JSON.stringify([ship]));
  });

  it('lists garbage Loot lines as rejected with their line numbers, without a stack trace', () => {
    const f = join(dir, 'bad.jsonl');
    writeFileSync(
      f,
      '{"type":"start","game":"loot","players":["Ann","Bob"]}\n{"type":"play","card":"M9.1"}\n# a comment\n{"type":"play","card":{"x":1}}\nnot json\n{"type":"draw","player":"Bob"}\n',
    );
    const r = run(f, '--compact');
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
    const out = JSON.parse(r.stdout);
    expect(out.rejected.map((x: { line: number }) => x.line)).toEqual([2, 4, 5, 6]);
    expect(out.rejected[0].reason).toMatch(/M9\.1.*not a card of the Loot deck/);
    expect(out.rejected[3].reason).toMatch(/it is Ann's turn, not Bob's \(L7\)/);
  });
});

describe('quartermaster replay (Loot) on whole games', () => {
  for (const [players, partnership, seed] of [
    [3, false, 11],
    [4, true, 12],
    [8, true, 13],
  ] as const) {
    it(`replays a dealt ${players}-player${partnership ? ' partnership' : ''} game to the final scores; gold adds up to 100 (L24, L26)`, () => {
      const sim = new LootSim({ players, partnership, seed }).playOut();
      const f = join(dir, `game-${players}-${seed}.jsonl`);
      writeFileSync(f, `${sim.inputs.map((i) => JSON.stringify(i)).join('\n')}\n`);
      const out = replayed(0, f, '--compact');
      expect(out).toMatchObject({ game: 'loot', phase: 'finished', awaiting: null, partnership, rejected: [] });
      const scores = Object.values(out.scores) as { captured: number; inHand: number; score: number }[];
      expect(scores.reduce((g, s) => g + s.captured + s.inHand, 0) + out.discard.merchantGold).toBe(100);
      const best = Math.max(...scores.map((s) => s.score));
      expect(out.winners.length).toBeGreaterThan(0);
      for (const w of out.winners) {
        const side = out.teams ? Object.keys(out.teams).find((k: string) => out.teams[k].includes(w)) : w;
        expect(out.scores[side].score).toBe(best);
      }
    });
  }
});
