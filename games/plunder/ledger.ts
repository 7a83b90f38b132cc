// Moves on a working copy of the ledger. Each returns a reason when the move is impossible (the
// caller then drops the copy, so a refused input leaves the state untouched).
import { withPlayers } from '../core/by-player.ts';
import { phrase, phraseList } from '../core/phrase.ts';
import { COLOURS, sumTreasures, type PlayerState, type PlunderState, type Treasures } from './state.ts';

export type Holder = { treasures: Treasures };

/** A working copy; structuredClone gives records a prototype again, so they are made anew. */
export const clone = (s: PlunderState): PlunderState => ({ ...structuredClone(s), reactionsShown: withPlayers(s.reactionsShown) });

/** A treasure map, e.g. "2 red, 1 blue" (or "nothing"). */
export function describe(t: Partial<Treasures>): string {
  const parts = COLOURS.filter((c) => (t[c] ?? 0) > 0).map((c) =>
    phrase('{n} {colour, select, red {red} blue {blue} green {green} yellow {yellow} other {purple}}', { n: t[c] ?? 0, colour: c }),
  );
  return parts.length ? phraseList(parts, 'unit') : phrase('nothing');
}

/** Checks that `holder` has every treasure of `t`; names the first colour short. */
export function lacks(holder: Holder, t: Partial<Treasures>, who: string): string | null {
  for (const c of COLOURS) {
    const want = t[c] ?? 0;
    if (want > holder.treasures[c])
      return phrase('{who} holds {held} {colour, select, red {red} blue {blue} green {green} yellow {yellow} other {purple}}, not {want}', {
        who,
        held: holder.treasures[c],
        colour: c,
        want,
      });
  }
  return null;
}

export function move(from: Holder, to: Holder, t: Partial<Treasures>): void {
  for (const c of COLOURS) {
    const n = t[c] ?? 0;
    from.treasures[c] -= n;
    to.treasures[c] += n;
  }
}

export const held = (h: Holder): number => sumTreasures(h.treasures);

/** Draws min(n, stack) into a hand; the last card starts the final round (P24). */
export function draw(s: PlunderState, p: PlayerState, n: number): number {
  const k = Math.min(n, s.stack);
  s.stack -= k;
  p.hand += k;
  if (k > 0 && s.stack === 0 && !s.finalRound) {
    s.finalRound = true;
    s.turnsLeft = s.players.length - 1;
  }
  return k;
}

/** P6: the turn starts with a refill to 5 (a bigger hand is kept). */
export function refill(s: PlunderState, seat: number): void {
  const p = s.players[seat] as PlayerState;
  if (p.hand < 5) draw(s, p, 5 - p.hand);
}
