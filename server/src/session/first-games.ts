// First games for a table that has never played (games/core/first-game.ts): a game declares one, the
// table starts it. A guided game is a game against the computer begun with the game's own start and
// seats. A scripted first round is a practice game the table plays by itself on the simulated rig,
// step by step at a watching pace: moves made as on the tablet, cards tapped on the virtual reader,
// pieces poured into the virtual cups. It is refused on real hardware (the table cannot tap a real
// card), stops when asked or when another game is put on the table, and the logbook does not count
// it (`practising`).
import { type GameRegistry, inputLog, type Table } from '../../../games/core/table.ts';
import type { FirstRoundStep } from '../../../games/core/first-game.ts';
import type { FirstGameInfo, FirstGameMsg, SimMsg, TapMsg } from '#protocol';
import { fail, OK, type Result } from './result.ts';

/** What a first game needs of the table. */
export interface FirstGameTable {
  table(): Table;
  newGame(start: unknown, computer: Record<string, string>): Result;
  input(raw: unknown): Result;
  /** The simulated rig's hands, or null on real hardware. */
  sim: ((msg: SimMsg) => Result | Promise<Result>) | null;
  /** Whom (a player, a pile) the next card tap is for. */
  tapFor(who: string): Result;
  /** Resolves with the next card tap the table hears. */
  nextTap(): Promise<TapMsg>;
  changed(): void;
}

/** The session's parts a first game drives (table-session.ts): its shelf, simulated rig, reader and taps. */
interface Session {
  readonly games: { newGame(start: unknown, computer: Record<string, string>): Result };
  readonly virtual: unknown;
  sim(msg: SimMsg): Result | Promise<Result>;
  readonly reader: { attributeTap(who: string): Result };
  once(event: 'tap', heard: (t: TapMsg) => void): unknown;
}

/** The first games of `session`, whose `host` gives the table, its inputs and its announcements. */
export function firstGamesOf(
  session: Session,
  host: Pick<FirstGameTable, 'table' | 'input' | 'changed'>,
  registry: GameRegistry,
  pace?: FirstRoundPace,
): FirstGames {
  return new FirstGames(
    registry,
    {
      ...host,
      newGame: (start, computer) => session.games.newGame(start, computer),
      sim: session.virtual ? (m) => session.sim(m) : null,
      tapFor: (who) => session.reader.attributeTap(who),
      nextTap: () => new Promise((heard) => session.once('tap', heard)),
    },
    pace,
  );
}

/** How long the table lingers on each step of a scripted round, so that the players can follow it. */
export const STEP_MS = 1800;

/**
 * The pause before each step of a scripted round, once the step is announced: a time in ms (STEP_MS
 * at the table, 0 for none), or what the step waits for (a test holding the round on a step, or
 * letting it run, whatever the machine's speed). `step` counts from 1.
 */
export type FirstRoundPace = number | ((step: number) => Promise<void>);

/** How long a tapped card may take to be heard: the simulated reader hears one within a poll or two. */
const TAP_HEARD_MS = 10_000;

interface Run {
  info: FirstGameInfo;
  /** The first game's `start` as logged: another game on the table ends the first game. */
  start: unknown;
}

export class FirstGames {
  private run: Run | null = null;

  constructor(
    private readonly registry: GameRegistry,
    private readonly host: FirstGameTable,
    private readonly pace: FirstRoundPace = STEP_MS,
  ) {}

  /** The first game on the table, if the game on it is one. */
  status(): FirstGameInfo | undefined {
    return this.current()?.info;
  }

  /** Whether the game on the table is a scripted practice round (which the logbook does not count). */
  get practising(): boolean {
    return this.current()?.info.kind === 'watch';
  }

  handle(msg: FirstGameMsg): Result {
    if (msg.action === 'stop') return this.stop();
    const module = msg.game === undefined ? undefined : this.registry.get(msg.game);
    if (!module) return fail(`firstGame: there is no game "${msg.game ?? ''}" on the shelf`);
    const first = module.firstGame;
    const name = module.description.name;
    if (!first) return fail(`firstGame: ${name} has no first game to start: set sail for a game of it from the shelf`);
    if (first.kind === 'watch' && !this.host.sim)
      return fail(
        `firstGame: the first round of ${name} plays itself on the simulated rig only, and this table has a real rig: set sail for a game of it instead`,
      );
    this.stop();
    const r = this.host.newGame(first.start, first.kind === 'guided' ? { ...first.computer } : {});
    if (!r.ok) return r;
    const steps = first.kind === 'watch' ? first.steps : [];
    const run: Run = {
      info: { kind: first.kind, about: first.about, step: 0, steps: steps.length, said: '', state: first.kind === 'watch' ? 'playing' : 'over' },
      start: inputLog(this.host.table())[0],
    };
    this.run = run;
    this.host.changed();
    if (first.kind === 'watch') void this.play(run, steps);
    return OK;
  }

  /** Stops the scripted round being played (the game stays on the table, where it stopped). */
  stop(): Result {
    const run = this.current();
    if (run?.info.state !== 'playing') return OK;
    run.info = { ...run.info, state: 'stopped' };
    this.host.changed();
    return OK;
  }

  /** The run of the game on the table (none once another game is on it). */
  private current(): Run | null {
    if (this.run && inputLog(this.host.table())[0] !== this.run.start) this.run = null;
    return this.run;
  }

  private async play(run: Run, steps: readonly FirstRoundStep[]): Promise<void> {
    for (const [i, step] of steps.entries()) {
      if (this.current() !== run || run.info.state !== 'playing') return;
      run.info = { ...run.info, step: i + 1, said: step.say };
      this.host.changed();
      await this.pause(i + 1);
      if (this.current() !== run || run.info.state !== 'playing') return;
      const r = await this.take(step);
      if (!r.ok) {
        run.info = { ...run.info, state: 'stopped', problem: `The first round stopped at step ${i + 1}: ${r.reason}` };
        this.host.changed();
        return;
      }
    }
    run.info = { ...run.info, state: 'over', said: 'That was the first round: start a game of your own from the shelf.' };
    this.host.changed();
  }

  private pause(step: number): Promise<void> {
    const pace = this.pace;
    if (typeof pace === 'function') return pace(step);
    return pace > 0 ? new Promise((r) => setTimeout(r, pace)) : Promise.resolve();
  }

  /** One step, as the table's hands would take it. */
  private async take(step: FirstRoundStep): Promise<Result> {
    const sim = this.host.sim;
    if (!sim) return fail('the table has no simulated rig');
    if ('input' in step) return this.host.input(step.input);
    if ('tap' in step) {
      if (step.for !== undefined) {
        const r = this.host.tapFor(step.for);
        if (!r.ok) return r;
      }
      const heard = this.host.nextTap();
      const r = await sim({ type: 'sim', action: 'tap', card: step.tap });
      if (!r.ok) return r;
      const tap = await Promise.race([heard, new Promise<null>((none) => setTimeout(() => none(null), TAP_HEARD_MS).unref())]);
      if (!tap) return fail(`the reader did not hear the card ${step.tap} (is the rig lent to the rig check?)`);
      return tap.outcome === 'revealed' || tap.outcome === 'picked' ? OK : fail(tap.message ?? `the card ${step.tap} was not taken`);
    }
    if ('pour' in step)
      return sim({ type: 'sim', action: 'addPiece', cup: step.pour, count: step.pieces, ...(step.grams === undefined ? {} : { grams: step.grams }) });
    return sim({ type: 'sim', action: 'clearCups' });
  }
}
