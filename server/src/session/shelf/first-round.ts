// The hands of a scripted first round (first-games.ts): one step taken as the table's hands would
// take it (a move made as on the tablet, a card tapped on the virtual reader, pieces poured into the
// virtual cups, the cups emptied), one step taken back (its moves undone, its pieces lifted out), and
// the cups filled again as the steps played left them (after a restart, which empties them); and the
// bag a guided game's start is drawn from.
import { inputLog, type Table } from '../../../../games/core/table.ts';
import { randomInt } from 'node:crypto';
import type { FirstGame, FirstRoundStep } from '../../../../games/core/first-game.ts';
import type { SimMsg, TapMsg } from '#protocol';
import { fail, OK, type Result } from '../result.ts';

/** What a scripted round needs of the table. */
export interface RoundHands {
  table(): Table;
  input(raw: unknown): Result;
  /** The simulated rig's hands, or null on real hardware. */
  sim: ((msg: SimMsg) => Result | Promise<Result>) | null;
  /** Whom (a player, a pile) the next card tap is for. */
  tapFor(who: string): Result;
  /** Resolves with the next card tap the table hears. */
  nextTap(): Promise<TapMsg>;
}

/** What a first game needs of the table. */
export interface FirstGameTable extends RoundHands {
  /** Begins `start`; `beforeStart` runs just before its start is logged. */
  newGame(start: unknown, computer: Record<string, string>, beforeStart?: () => void): Result;
  changed(): void;
}

/** How long the table lingers on each step of a scripted round, so that the players can follow it. */
export const STEP_MS = 1800;

/**
 * The pause before each step of a scripted round, once the step is shown: a time in ms (STEP_MS
 * at the table, 0 for none), or what the step waits for (a test holding the round on a step, or
 * letting it run, whatever the machine's speed). `step` counts from 1.
 */
export type FirstRoundPace = number | ((step: number) => Promise<void>);

/** How long a tapped card may take to be heard: the simulated reader hears one within a poll or two. */
const TAP_HEARD_MS = 10_000;

/** Whether a step played can be taken back: the cups emptied cannot be filled again as they were. */
export const canTakeBack = (step: FirstRoundStep | undefined): boolean => step !== undefined && !('clear' in step);

/** One step, as the table's hands would take it. */
export async function takeStep(hands: RoundHands, step: FirstRoundStep): Promise<Result> {
  const sim = hands.sim;
  if (!sim) return fail('the table has no simulated rig');
  if ('input' in step) return hands.input(step.input);
  if ('tap' in step) {
    if (step.for !== undefined) {
      const r = hands.tapFor(step.for);
      if (!r.ok) return r;
    }
    const heard = hands.nextTap();
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

/** Takes back the step played from `inputs` moves on: the moves it made undone, the pieces it poured lifted out. */
export async function takeBack(hands: RoundHands, step: FirstRoundStep, inputs: number): Promise<Result> {
  if (!canTakeBack(step)) return fail('firstGame: that step emptied the cups, and the table cannot put the pieces back: go on with Next');
  while (inputLog(hands.table()).length > inputs) {
    const r = hands.input({ type: 'undo' });
    if (!r.ok) return r;
  }
  if ('pour' in step && hands.sim)
    for (let i = 0; i < step.pieces; i++) {
      const r = await hands.sim({ type: 'sim', action: 'removePiece', cup: step.pour });
      if (!r.ok) return r;
    }
  return OK;
}

/** The simulated cups as the steps `played` left them: emptied, then each pour since the last step
 * that emptied them poured again. */
export async function refillCups(hands: RoundHands, played: readonly FirstRoundStep[]): Promise<Result> {
  if (!hands.sim) return OK;
  const last = played.findLastIndex((step) => 'clear' in step);
  const cleared = await hands.sim({ type: 'sim', action: 'clearCups' });
  if (!cleared.ok) return cleared;
  for (const step of played.slice(last + 1))
    if ('pour' in step) {
      const r = await takeStep(hands, step);
      if (!r.ok) return r;
    }
  return OK;
}

/** `first`'s start, with the draw the table makes for it (a guided game's bag draw). */
export function drawnStart(first: FirstGame): Readonly<Record<string, unknown>> {
  const draw = first.kind === 'guided' ? first.draw : undefined;
  if (!draw || draw.among.length === 0) return first.start;
  const options = (first.start.options ?? {}) as Record<string, unknown>;
  return { ...first.start, options: { ...options, [draw.option]: draw.among[randomInt(draw.among.length)] } };
}
