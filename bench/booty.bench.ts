// Blackbeard's Booty: move generation (perft depth 4), the hard pirate's search speed, the three
// levels against each other (200 games a pairing, colours alternating) and their move times.
// The matches give the hard pirate a shorter budget than its 1 s default (MATCH_BUDGET_MS) so that
// 200 games take about a minute on a busy machine; its 1 s move time is measured separately.
import { DEFAULT_BUDGET_MS, type Level, think } from '../games/blackbeards-booty/ai/pirate.ts';
import { Searcher } from '../games/blackbeards-booty/ai/search.ts';
import { GOLD, setUp } from '../games/blackbeards-booty/coins.ts';
import { perft } from '../games/blackbeards-booty/perft.ts';
import { Position } from '../games/blackbeards-booty/position.ts';
import type { BootyState } from '../games/blackbeards-booty/state.ts';
import { perft as perftByHooks } from '../games/core/perft.ts';
import { currentState, emptyTable, submit, type Table } from '../games/core/table.ts';
import { registry } from '../games/index.ts';

const GAMES = 200;
const MATCH_BUDGET_MS = 50;
const MAX_MOVES = 400;
const log = (s: string) => process.stderr.write(`${s}\n`);

// Move generation.
// Wall time and CPU time both: on a shared machine the CPU time is the fairer speed.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};
const c0 = process.cpuUsage();
const t0 = performance.now();
const p4 = perft(new Position(setUp(), GOLD), 4, 21);
const perftMs = performance.now() - t0;
const perftCpuMs = cpuMs(c0);
log(`perft 4: ${p4.nodes} nodes in ${perftMs.toFixed(0)} ms`);

// `quartermaster perft`'s walk, any game's: the computer's moves (enumerate) played by the referee (apply).
const bootyModule = registry.get('blackbeards-booty');
const setUpTable = bootyModule?.computer?.setUp ? submit(registry, emptyTable, bootyModule.computer.setUp({})) : null;
if (!bootyModule || !setUpTable?.ok) throw new Error('no set-up for the hooks perft');
const c2 = process.cpuUsage();
const t2 = performance.now();
const h3 = perftByHooks(bootyModule, currentState(setUpTable.table), 3);
const hooksMs = performance.now() - t2;
const hooksCpuMs = cpuMs(c2);
log(`perft 3 by the hooks: ${h3} nodes in ${hooksMs.toFixed(0)} ms`);

// Search speed from the set-up and from a middle game, at the default budget.
const searcher = new Searcher();
const start = new Position(setUp(), GOLD);
const c1 = process.cpuUsage();
const s1 = searcher.search(start, 21, DEFAULT_BUDGET_MS);
const searchCpuMs = cpuMs(c1);
log(`search from the set-up: depth ${s1.depth}, ${s1.nodes} nodes in ${s1.ms.toFixed(0)} ms`);

interface Times {
  all: number[];
}
const times: Record<Level, Times> = { easy: { all: [] }, medium: { all: [] }, hard: { all: [] } };

function playGame(a: Level, b: Level, aGold: boolean, seed: number): { winner: 'a' | 'b' | 'shared'; moves: number } {
  let t: Table = emptyTable;
  const started = submit(registry, t, {
    type: 'start',
    game: 'blackbeards-booty',
    players: { gold: aGold ? 'A' : 'B', silver: aGold ? 'B' : 'A' },
    options: { first: 'gold' },
  });
  if (!started.ok) throw new Error(started.reason);
  t = started.table;
  let n = 0;
  for (; n < MAX_MOVES; n++) {
    const s = t.last?.state as BootyState;
    if (s.phase !== 'move') break;
    const level = s.players[s.toMove] === 'A' ? a : b;
    const m = think(s, level, { budgetMs: MATCH_BUDGET_MS, seed: seed * 1000 + n });
    if (!m) throw new Error('no move offered in phase move');
    times[level].all.push(m.ms);
    const next = submit(registry, t, { type: 'move', from: m.from, to: m.to });
    if (!next.ok) throw new Error(`${level} offered an illegal move: ${next.reason}`);
    t = next.table;
  }
  const s = t.last?.state as BootyState;
  if (s.phase !== 'finished' || s.winners.length !== 1) return { winner: 'shared', moves: n };
  return { winner: s.winners[0] === 'A' ? 'a' : 'b', moves: n };
}

function match(a: Level, b: Level) {
  const out = { games: GAMES, wins: 0, losses: 0, shared: 0, winRate: 0, movesPerGame: 0 };
  let moves = 0;
  for (let g = 0; g < GAMES; g++) {
    const r = playGame(a, b, g % 2 === 0, g + 1);
    moves += r.moves;
    if (r.winner === 'a') out.wins++;
    else if (r.winner === 'b') out.losses++;
    else out.shared++;
    if ((g + 1) % 50 === 0) log(`${a} vs ${b}: ${g + 1}/${GAMES} games, ${out.wins} won`);
  }
  out.winRate = +(out.wins / GAMES).toFixed(3);
  out.movesPerGame = +(moves / GAMES).toFixed(1);
  return out;
}

const hardVsMedium = match('hard', 'medium');
const mediumVsEasy = match('medium', 'easy');

// The hard pirate's move time at its default budget, over the first moves of a game.
const hardDefault: number[] = [];
{
  let t: Table = emptyTable;
  const r = submit(registry, t, { type: 'start', game: 'blackbeards-booty', players: { gold: 'A', silver: 'B' }, options: { first: 'gold' } });
  if (!r.ok) throw new Error(r.reason);
  t = r.table;
  for (let i = 0; i < 6; i++) {
    const s = t.last?.state as BootyState;
    if (s.phase !== 'move') break;
    const m = think(s, i % 2 ? 'medium' : 'hard', { budgetMs: DEFAULT_BUDGET_MS });
    if (!m) break;
    if (i % 2 === 0) hardDefault.push(m.ms);
    const next = submit(registry, t, { type: 'move', from: m.from, to: m.to });
    if (!next.ok) throw new Error(next.reason);
    t = next.table;
  }
}

const summary = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return {
    moves: s.length,
    medianMs: +(s[Math.floor(s.length / 2)] ?? 0).toFixed(3),
    meanMs: +(s.reduce((x, y) => x + y, 0) / (s.length || 1)).toFixed(3),
    maxMs: +(s.at(-1) ?? 0).toFixed(3),
  };
};

console.log(
  JSON.stringify({
    benchmark: "Blackbeard's Booty: move generation, computer pirate strength and speed (one core)",
    perftDepth4: {
      nodes: p4.nodes,
      captures: p4.captures,
      ms: Math.round(perftMs),
      nodesPerSecond: Math.round(p4.nodes / (perftMs / 1000)),
      nodesPerCpuSecond: Math.round(p4.nodes / (perftCpuMs / 1000)),
    },
    perftDepth3ByHooks: {
      nodes: h3,
      ms: Math.round(hooksMs),
      nodesPerSecond: Math.round(h3 / (hooksMs / 1000)),
      nodesPerCpuSecond: Math.round(h3 / (hooksCpuMs / 1000)),
    },
    search: {
      depth: s1.depth,
      nodes: s1.nodes,
      ms: Math.round(s1.ms),
      nodesPerSecond: Math.round(s1.nodes / (s1.ms / 1000)),
      nodesPerCpuSecond: Math.round(s1.nodes / (searchCpuMs / 1000)),
    },
    matchBudgetMs: MATCH_BUDGET_MS,
    hardVsMedium,
    mediumVsEasy,
    moveTime: {
      easy: summary(times.easy.all),
      medium: summary(times.medium.all),
      hardInMatches: { budgetMs: MATCH_BUDGET_MS, ...summary(times.hard.all) },
      hardDefault: { budgetMs: DEFAULT_BUDGET_MS, ...summary(hardDefault) },
    },
  }),
);
