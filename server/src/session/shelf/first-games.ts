// First games for a table that has never played (games/core/first-game.ts): a game declares one, the
// table starts it. A guided game is a game against the computer begun with the game's own start and
// seats (and the draw the table makes for it). A scripted first round is played by the table itself
// on the simulated rig, step by step at a watching pace (first-round.ts), which the players can pause,
// step on (Next) and step back (Back). Either is a practice game: the logbook never counts it
// (`practising`), and it is kept beside the game log (first-game-file.ts), so that after a restart it
// is the same practice at the same step, held there. A scripted round is refused on real hardware
// (the table cannot tap a real card), and ends when asked or when another game is put on the table.
import { type GameRegistry, inputLog } from '../../../../games/core/table.ts';
import type { FirstGame, FirstRoundStep } from '../../../../games/core/first-game.ts';
import type { FirstGameInfo, FirstGameMsg } from '#protocol';
import { type KeptFirstGame, readFirstGame, writeFirstGame } from './first-game-file.ts';
import { canTakeBack, drawnStart, type FirstGameTable, type FirstRoundPace, refillCups, STEP_MS, takeBack, takeStep } from './first-round.ts';
import type { Capability } from '../capability.ts';
import { fail, OK, type Result } from '../result.ts';

export { type FirstRoundPace, STEP_MS } from './first-round.ts';

const OVER = 'That was the first round: start a game of your own from the shelf.';

interface Run {
  first: FirstGame;
  kept: KeptFirstGame;
  /** The start input on the table (the same object while the first game is the game on the table). */
  start: unknown;
  /** Counts the round's goings-on: a pace waited out for another one is not this one's. */
  gen: number;
}

const stepsOf = (first: FirstGame): readonly FirstRoundStep[] => (first.kind === 'watch' ? first.steps : []);

export class FirstGames implements Capability {
  private run: Run | null = null;
  /** A first game being begun: its start is no game of the table's either. */
  private starting = false;
  /** One step at a time: Next, Back and the round's own pace wait their turn. */
  private work: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly registry: GameRegistry,
    private readonly host: FirstGameTable,
    private readonly file: { path: string; warn(message: string): void },
    private readonly pace: FirstRoundPace = STEP_MS,
  ) {
    this.restore();
  }

  /** The first game on the table, if the game on it is one. */
  status(): FirstGameInfo | undefined {
    const run = this.current();
    if (!run) return undefined;
    const { kept, first } = run;
    const steps = stepsOf(first);
    const said = kept.state === 'over' ? OVER : (steps[kept.step - 1]?.say ?? '');
    const info: FirstGameInfo = { kind: first.kind, about: first.about, step: kept.step, steps: steps.length, said, state: kept.state };
    if (first.kind === 'watch') info.back = kept.taken.length > 0 && canTakeBack(steps[kept.taken.length - 1]);
    return kept.problem ? { ...info, problem: kept.problem } : info;
  }

  /** Whether the game on the table is a first game (a practice game, which the logbook never counts). */
  get practising(): boolean {
    return this.starting || this.current() !== null;
  }

  afterNewGame(): void {
    this.restore();
  }

  /** Takes up the first game kept beside the game log, if it is the game on the table (a restart, a game taken up). */
  restore(): void {
    this.run = null;
    const kept = readFirstGame(this.file.path, this.file.warn);
    const start = inputLog(this.host.table())[0];
    const first = kept ? this.registry.get(kept.game)?.firstGame : undefined;
    if (!kept || !first || first.kind !== kept.kind || start === undefined || JSON.stringify(start) !== JSON.stringify(kept.start)) {
      if (kept) writeFirstGame(this.file.path, null, this.file.warn);
      return;
    }
    const run: Run = { first, kept, start, gen: 0 };
    if (kept.state === 'playing' || kept.state === 'paused') {
      // Back after a restart, held on its step; a step played just before the restart is played.
      const steps = stepsOf(first);
      const shown = steps[kept.step - 1];
      if (shown && !('pour' in shown || 'clear' in shown) && inputLog(this.host.table()).length > kept.at) this.stepped(run, kept.at);
      if (kept.state === 'playing') kept.state = 'paused';
      // The simulated cups hold what the steps played left in them (a restart empties them).
      const played = steps.slice(0, kept.taken.length);
      if (played.some((step) => 'pour' in step)) void this.queue(() => refillCups(this.host, played));
    }
    this.run = run;
    this.keep();
  }

  handle(msg: FirstGameMsg): Result | Promise<Result> {
    if (msg.action === 'start') return this.start(msg.game);
    const run = this.current();
    if (msg.action === 'stop') return this.stop();
    if (run?.first.kind !== 'watch') return fail(`firstGame: there is no first round on the table to ${msg.action}`);
    if (msg.action === 'pause' || msg.action === 'play') return this.hold(run, msg.action === 'pause');
    this.hold(run, true);
    return this.queue(() => (msg.action === 'next' ? this.advance(run) : this.back(run)));
  }

  private start(game: string | undefined): Result {
    const module = game === undefined ? undefined : this.registry.get(game);
    if (!module) return fail(`firstGame: there is no game "${game ?? ''}" on the shelf`);
    const first = module.firstGame;
    const name = module.description.name;
    if (!first) return fail(`firstGame: ${name} has no first game to start: set sail for a game of it from the shelf`);
    if (first.kind === 'watch' && !this.host.sim)
      return fail(
        `firstGame: the first round of ${name} plays itself on the simulated rig only, and this table has a real rig: set sail for a game of it instead`,
      );
    this.stop();
    this.starting = true;
    const drawn = drawnStart(first);
    const watch = first.kind === 'watch';
    const kept: KeptFirstGame = { game: module.id, kind: first.kind, start: drawn, step: watch ? 1 : 0, state: watch ? 'playing' : 'over', taken: [], at: 1 };
    let r: Result;
    try {
      // Kept before the start is logged: a restart between the two finds the practice with its game.
      r = this.host.newGame(drawn, first.kind === 'guided' ? { ...first.computer } : {}, () => writeFirstGame(this.file.path, kept, this.file.warn));
    } finally {
      this.starting = false;
    }
    if (!r.ok) {
      if (inputLog(this.host.table()).length === 0) writeFirstGame(this.file.path, null, this.file.warn);
      return r;
    }
    const start = inputLog(this.host.table())[0];
    kept.start = start;
    const run: Run = { first, kept, start, gen: 0 };
    this.run = run;
    this.keep();
    this.host.changed();
    if (watch) void this.loop(run);
    return OK;
  }

  /** Ends the scripted round being played (the game stays on the table, where it stopped). */
  stop(): Result {
    const run = this.current();
    if (run?.kept.state !== 'playing' && run?.kept.state !== 'paused') return OK;
    run.kept.state = 'stopped';
    run.gen++;
    this.keep();
    this.host.changed();
    return OK;
  }

  /** Holds the round on its step (`pause`), or lets it go on at its pace. */
  private hold(run: Run, pause: boolean): Result {
    const k = run.kept;
    if (k.state === 'over' || k.state === 'stopped')
      return pause ? OK : fail(`firstGame: the first round is ${k.state}: start a game of your own from the shelf`);
    if ((k.state === 'paused') === pause) return OK;
    k.state = pause ? 'paused' : 'playing';
    run.gen++;
    this.keep();
    this.host.changed();
    if (!pause) void this.loop(run);
    return OK;
  }

  /** The run of the game on the table (none once another game is on it). */
  private current(): Run | null {
    if (this.run && inputLog(this.host.table())[0] !== this.run.start) {
      this.run = null;
      writeFirstGame(this.file.path, null, this.file.warn);
    }
    return this.run;
  }

  private keep(): void {
    writeFirstGame(this.file.path, this.run?.kept ?? null, this.file.warn);
  }

  private queue(work: () => Promise<Result>): Promise<Result> {
    const next = this.work.then(work, work);
    this.work = next;
    return next;
  }

  /** Plays the round at its pace while it is playing. */
  private async loop(run: Run): Promise<void> {
    const gen = ++run.gen;
    const going = () => this.current() === run && run.gen === gen && run.kept.state === 'playing';
    while (going()) {
      await this.waitPace(run.kept.step);
      if (!going()) return;
      await this.queue(async () => (going() ? this.advance(run) : OK));
    }
  }

  private waitPace(step: number): Promise<void> {
    const pace = this.pace;
    if (typeof pace === 'function') return pace(step);
    return pace > 0 ? new Promise((r) => setTimeout(r, pace)) : Promise.resolve();
  }

  /** Plays the step shown, and shows the next (or the end). */
  private async advance(run: Run): Promise<Result> {
    const k = run.kept;
    if (this.current() !== run || k.state === 'over' || k.state === 'stopped')
      return fail(`firstGame: the first round is over: start a game of your own from the shelf`);
    const step = stepsOf(run.first)[k.step - 1];
    if (!step) return fail('firstGame: the first round has no more steps');
    const before = inputLog(this.host.table()).length;
    const r = await takeStep(this.host, step);
    if (this.current() !== run) return r;
    if (!r.ok) {
      k.state = 'stopped';
      k.problem = `The first round stopped at step ${k.step}: ${r.reason}`;
      run.gen++;
    } else this.stepped(run, before);
    this.keep();
    this.host.changed();
    return r;
  }

  /** The step shown was played from `before` inputs on: the next is shown (or the round is over). */
  private stepped(run: Run, before: number): void {
    const k = run.kept;
    k.taken.push(before);
    if (k.step >= stepsOf(run.first).length) k.state = 'over';
    else k.step++;
    k.at = inputLog(this.host.table()).length;
  }

  /** Takes the last step played back, and shows it again, held. */
  private async back(run: Run): Promise<Result> {
    const k = run.kept;
    const inputs = k.taken.at(-1);
    const step = stepsOf(run.first)[k.taken.length - 1];
    if (this.current() !== run || inputs === undefined || !step) return fail('firstGame: the round is at its first step: there is no step to take back');
    const r = await takeBack(this.host, step, inputs);
    if (!r.ok) return r;
    k.taken.pop();
    k.step = k.taken.length + 1;
    k.state = 'paused';
    delete k.problem;
    k.at = inputLog(this.host.table()).length;
    this.keep();
    this.host.changed();
    return OK;
  }
}
