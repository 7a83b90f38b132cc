// The first shelf read after a restart with 300 saved games (issue 28 #10): before, the shelf
// replayed every saved game; now it reads one small summary file per game (made once by replaying
// for a log kept before summaries). Cold = a new SavedGames, as after a restart.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '../games/index.ts';
import { replayLines } from '../games/core/replay.ts';
import { awaiting, inputLog, view } from '../games/core/table.ts';
import { Chooser, playRandomGame } from '../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../games/seven-seize/testing/table-driver.ts';
import { SavedGames } from '../server/src/session/shelf/saved-games.ts';

const GAMES = 300;
const RUNS = 7;

const dir = mkdtempSync(join(tmpdir(), 'qm-shelf-bench-'));
let inputs = 0;
for (let i = 0; i < GAMES; i++) {
  const script = playRandomGame(new TableDriver(), { players: 7, cursedTreasure: i % 2 === 1 }, new Chooser([], 2000 + i));
  inputs += script.length;
  writeFileSync(join(dir, `2024-01-01T00-00-00-${String(i).padStart(3, '0')}Z-7-seize.jsonl`), script.map((s) => `${JSON.stringify(s)}\n`).join(''));
}
const logs = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
const dropSummaries = (): void => {
  for (const f of readdirSync(dir)) if (f.endsWith('.summary.json')) rmSync(join(dir, f));
};

/** What the shelf did before summaries, for every saved game: read it, replay it, sum it up. */
function replayEach(): number {
  let finished = 0;
  for (const f of logs) {
    const { table } = replayLines(registry, readFileSync(join(dir, f), 'utf8'));
    view(table);
    inputLog(table);
    if (awaiting(table) === null) finished++;
  }
  return finished;
}

const median = (f: () => void): number => {
  const ms: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = process.hrtime.bigint();
    f();
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return +(ms[Math.floor(RUNS / 2)] as number).toFixed(1);
};
const coldList = (): void => {
  if (new SavedGames(dir, registry).list().length !== GAMES) throw new Error('the shelf lost a game');
};

replayEach(); // warm-up
const replayMs = median(replayEach);
const firstReadMs = median(() => {
  dropSummaries();
  coldList();
});
const summaryReadMs = median(coldList);
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    benchmark: `first shelf read after a restart, ${GAMES} saved 7-player games of 7 Seize (one core)`,
    games: GAMES,
    inputsPerGame: +(inputs / GAMES).toFixed(1),
    beforeReplayEveryGameMsMedian: replayMs,
    withSummariesMsMedian: summaryReadMs,
    onceForOldDataDirMsMedian: firstReadMs,
    runs: RUNS,
  }),
);
