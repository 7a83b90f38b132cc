// `quartermaster replay` on a Plunder! table script, as a user runs it: a real process, real files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, replayed } from './replay-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'qm-plunder-'));

describe('quartermaster replay (Plunder!)', () => {
  it('prints the state of the example of docs/table-script/plunder.md, field for field', () => {
    const out = replayed(0, fixture('plunder-example.jsonl'));
    expect(Object.keys(out)).toEqual([
      'game',
      'phase',
      'turn',
      'current',
      'finalRound',
      'turnsLeft',
      'colours',
      'players',
      'harbour',
      'lost',
      'removedCrew',
      'stack',
      'discard',
      'removedCards',
      'pending',
      'scores',
      'reactionsShown',
      'winners',
      'awaiting',
      'rejected',
    ]);
    expect(out).toMatchObject({
      game: 'plunder',
      phase: 'turn',
      turn: 6,
      current: 'Cy',
      finalRound: false,
      turnsLeft: null,
      colours: { Ann: 'red', Bob: 'blue', Cy: 'green' },
      harbour: { treasures: { red: 6, blue: 4, green: 4, yellow: 10, purple: 10 }, crew: 5 },
      lost: { treasures: { red: 2, blue: 0, green: 0, yellow: 0, purple: 0 }, crew: 0 },
      removedCrew: 6,
      stack: 21,
      discard: 4,
      removedCards: 33,
      pending: null,
      reactionsShown: {},
      awaiting: { type: 'action', player: 'Cy', options: ['discardDraw', 'steal', 'recruit', 'play'] },
      winners: [],
    });
    expect(out.players.Bob).toEqual({ treasures: { red: 1, blue: 6, green: 0, yellow: 0, purple: 0 }, crew: 1, hand: 5, kept: 0 });
    expect(out.scores.Bob).toEqual({ treasure: 13, crew: 2, allColours: 0, most: 4, sole: 6, total: 25 });
    expect(out.scores.Cy.total).toBe(25);
    expect(out.scores.Ann.total).toBe(4);
    expect(out.rejected.map((x: { line: number }) => x.line)).toEqual([5, 9]);
    expect(out.rejected[0].reason).toMatch(/halved to 1 \(P17\)/);
    expect(out.rejected[1].reason).toBe('only the first reaction counts; Bob takes the card back (P14)');
  });

  it('shows the pending card and the tie-break, and refuses bad lines with their numbers', () => {
    const f = join(dir, 'window.jsonl');
    writeFileSync(
      f,
      [
        '{"type":"start","game":"plunder","players":["Ann","Bob","Cy","Dee"],"options":{"first":"Bob","mostTie":"none"}}',
        '{"type":"play","player":"Bob","card":"Sea serpent"}',
        '{"type":"react","player":"Dee","card":"Cannon"}',
        '{"type":"resolve","effects":[{"do":"frobnicate"}]}',
        'not json',
      ].join('\n'),
    );
    const out = replayed(1, f, '--compact');
    expect(out.phase).toBe('reaction');
    expect(out.pending).toEqual({ player: 'Bob', card: 'Sea serpent', reaction: { player: 'Dee', card: 'Cannon' } });
    expect(out.awaiting).toEqual({ type: 'resolve', player: 'Bob', reactionOpen: false });
    expect(out.rejected.map((x: { line: number }) => x.line)).toEqual([4, 5]);
    expect(out.rejected[0].reason).toMatch(/effect 1: "do" must be one of/);
  });
});
