// Every game's History words (GameUi.tell) over random games played through the real engines and
// the table's own history filter (server viewer-filter.ts): each step is told, in words (no
// "undefined", no "[object Object]"), grouped in order; a card placed face down (H12) is named
// only once its round's piles are turned over. 7 Seize's rounds add up to its collections.
import { describe, expect, it } from 'vitest';
import { registry } from '../../games/index.ts';
import { emptyTable, submit, type Table, view } from '../../games/core/table.ts';
import { LootSim } from '../../games/loot/testing/random-game.ts';
import { afterEffects } from '../../games/plunder/testing/scripted-table.ts';
import { randomInput, rng } from '../../games/plunder/testing/random-game.ts';
import type { PlunderState } from '../../games/plunder/state.ts';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { HighSeizeSim } from '../../games/the-high-seize/testing/random-game.ts';
import type { HistoryReply } from '#protocol';
import { historyShownTo } from '../../server/src/session/viewer-filter.ts';
import { type BootyView, legalMoves, stackScores } from '../../web-ui/src/games/blackbeards-booty/model.ts';
import { GAMES } from '../../web-ui/src/games/index.ts';
import { roundResults } from '../../web-ui/src/games/seven-seize/rounds.ts';
import { isSevenSeizeView } from '../../web-ui/src/games/seven-seize/model.ts';
import { toldHistory } from '../../web-ui/src/parts/history-lines.ts';

/** Every game's tablet side, loaded as the tablet loads a game's screens when it is opened. */
const UIS = new Map(await Promise.all(Object.entries(GAMES).map(async ([id, entry]) => [id, await entry.load()] as const)));

/** The History panel's parts for the game on `table`, as the host reads them. */
function told(table: Table) {
  const h = historyShownTo(table, 'host');
  if (!h.ok || !h.game) throw new Error('no history');
  // As the tablet gets them: JSON.
  const steps = JSON.parse(JSON.stringify(h.steps)) as HistoryReply['steps'];
  const parts = toldHistory(steps, registry.get(h.game)?.description.name ?? '', UIS.get(h.game)?.tell);
  return { steps, parts, lines: parts.flatMap((p) => p.lines) };
}

function expectWords(table: Table): ReturnType<typeof told> {
  const t = told(table);
  expect(t.lines.length).toBeGreaterThanOrEqual(t.steps.length);
  for (const l of t.lines) expect(l).not.toMatch(/undefined|NaN|\[object|null/);
  return t;
}

/** The table after one more input, which must be taken. */
const taken = (t: Table, input: unknown): Table => {
  const r = submit(registry, t, input);
  if (!r.ok) throw new Error(`${JSON.stringify(input)}: ${r.reason}`);
  return r.table;
};

describe('the History panel tells every step of every game', () => {
  it('7 Seize: the reveals once everyone is down, each seize with its card; its rounds add up to the collections', () => {
    for (const seed of [1, 2, 3]) {
      const d = new TableDriver();
      playRandomGame(d, { players: 3 + seed }, new Chooser([], seed));
      const t = expectWords(d.table);
      expect(t.parts.map((p) => p.part)).toEqual(['', 'Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5', 'Round 6', 'Round 7', 'The weigh-off']);
      expect(t.lines.join('\n')).toMatch(/The squabble for Captain: \w+ [2-9TJQKA0-9]+[CDHS]/);
      const v = view(d.table);
      if (!isSevenSeizeView(v)) throw new Error('not a 7 Seize view');
      const rounds = roundResults(
        t.steps.map((s) => s.view),
        v.participants,
      );
      expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const p of v.participants) expect(rounds.reduce((n, r) => n + (r.seized[p] ?? 0), 0)).toBe(rounds.at(-1)?.collections[p]);
    }
  });

  it('The High Seize (H12): a card placed face down is not named until its round is turned over', () => {
    const hs = new HighSeizeSim({ players: 3, seed: 4, privateTaps: 0.7 });
    while (!(hs.state?.phase === 'place' && hs.state.round === 2 && [...hs.hands.values()].flat().length === 6)) hs.step();
    // Round 2 is being loaded: its private taps are in the hands' cards no more, and named nowhere.
    const placed = [...hs.truth.values()].flat();
    const mid = expectWords(hs.table);
    for (const c of placed) expect(mid.lines.join('\n')).not.toContain(c);
    hs.play();
    const end = expectWords(hs.table);
    expect(end.parts.map((p) => p.part)).toEqual(['', 'Round 1', 'Round 2', 'Round 3', 'Round 4']);
    expect(end.lines.filter((l) => /^Round \d settled: /.test(l))).toHaveLength(4);
  });

  it('Loot, Plunder! and Blackbeard’s Booty: every step in words', () => {
    const loot = new LootSim({ players: 3, partnership: false, seed: 5 });
    loot.start();
    for (let input = loot.decide(); input; input = loot.decide()) loot.send(input);
    expect(expectWords(loot.table).lines.join('\n')).toMatch(/Turn \d+ · \w+ (plays|sends|draws|discards)/);

    let plunder = taken(emptyTable, { type: 'start', game: 'plunder', players: ['Anne', 'Bart', 'Cora'] });
    const r = rng(9);
    for (let s = plunder.last?.state as PlunderState; s.phase !== 'finished'; s = plunder.last?.state as PlunderState) {
      const o = submit(
        registry,
        plunder,
        randomInput(r, s, (e) => afterEffects(s, e)),
      );
      if (!o.ok) throw new Error(o.reason);
      plunder = o.table;
    }
    expect(expectWords(plunder).parts[1]?.part).toBe('Turn 1');

    let booty = taken(emptyTable, {
      type: 'start',
      game: 'blackbeards-booty',
      players: { gold: 'Ann', silver: 'Bob' },
      options: { targetScore: 12, first: 'gold' },
    });
    for (let i = 0; i < 400 && (view(booty) as { phase?: string }).phase !== 'finished'; i++) {
      const moves = [...legalMoves(view(booty) as unknown as BootyView)].flatMap(([from, ds]) => ds.map((d) => ({ from, to: d.to, capture: d.capture })));
      const m = moves.find((x) => x.capture) ?? moves[i % moves.length];
      if (!m) break;
      booty = taken(booty, { type: 'move', from: m.from, to: m.to });
    }
    const b = view(booty) as unknown as BootyView;
    expect(expectWords(booty).lines.join('\n')).toMatch(/Gold \(Ann\) (moves|captures) \w\d to \w\d/);
    // B20: the stacks each pirate owns add up to their score.
    for (const c of ['gold', 'silver'] as const) expect(stackScores(b, c).reduce((n, s) => n + s.points, 0)).toBe(b.scores[c]);
  });
});
