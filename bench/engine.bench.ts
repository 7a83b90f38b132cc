// Full random 7-player games of 7 Seize replayed through the core per second (issue 2): as the
// table replays its log (`resubmit`, what each position shows worked out only where it is read),
// and taken input by input as a table takes them live (`submit`): with no tablet connected (what
// each position awaits, its view only when read), and with a host and a spectator connected (each
// position's view and what each of them is shown worked out as it is taken).
// The games are generated first (physical-table simulation); only the replay is timed.
import { registry } from '../games/index.ts';
import { emptyTable, resubmit, submit, type Table, VIEWERS, view } from '../games/core/table.ts';
import type { Viewer } from '../games/core/types.ts';
import { Chooser, playRandomGame } from '../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../games/seven-seize/testing/table-driver.ts';

const GAMES = 400;
const RUNS = 7;

const scripts: unknown[][] = [];
for (let i = 0; i < GAMES; i++) {
  const d = new TableDriver();
  scripts.push(playRandomGame(d, { players: 7, cursedTreasure: i % 2 === 1 }, new Chooser([], 1000 + i)));
}
const inputs = scripts.reduce((n, s) => n + s.length, 0);

type Take = typeof resubmit;

function replayAll(take: Take): number {
  let finished = 0;
  for (const script of scripts) {
    let t: Table = emptyTable;
    for (const input of script) {
      const r = take(registry, t, input);
      if (!r.ok) throw new Error(r.reason);
      t = r.table;
    }
    if (view(t).phase === 'finished') finished++;
  }
  return finished;
}

/** Games a second over RUNS runs of `take`, sorted. */
function measure(take: Take, what: string): number[] {
  replayAll(take); // warm-up
  const out: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = process.hrtime.bigint();
    const finished = replayAll(take);
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    if (finished !== GAMES) throw new Error(`only ${finished} of ${GAMES} games finished`);
    out.push(GAMES / s);
    process.stderr.write(`${what} run ${r + 1}: ${(GAMES / s).toFixed(0)} games/s\n`);
  }
  return out.sort((a, b) => a - b);
}

// The replay first: the live runs keep every position's views, which would leave their garbage to it.
const live =
  (viewers: readonly Viewer[]): Take =>
  (games, t, input) =>
    submit(games, t, input, viewers);
const perSecond = measure(resubmit, 'replayed');
const livePerSecond = measure(live([]), 'taken live, no tablet connected');
const watchedPerSecond = measure(live(VIEWERS), 'taken live, a host and a spectator connected');
const median = perSecond[Math.floor(RUNS / 2)] as number;
console.log(
  JSON.stringify({
    benchmark: 'full random 7-player games replayed through the core (one core)',
    games: GAMES,
    inputsPerGame: +(inputs / GAMES).toFixed(1),
    gamesPerSecondMedian: Math.round(median),
    gamesPerSecondMin: Math.round(perSecond[0] as number),
    gamesPerSecondMax: Math.round(perSecond.at(-1) as number),
    inputsPerSecondMedian: Math.round((median * inputs) / GAMES),
    liveGamesPerSecondMedian: Math.round(livePerSecond[Math.floor(RUNS / 2)] as number),
    liveWatchedGamesPerSecondMedian: Math.round(watchedPerSecond[Math.floor(RUNS / 2)] as number),
    runs: RUNS,
  }),
);
