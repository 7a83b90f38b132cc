// Random legal Plunder! games for the property tests: from any state, one input the rules accept,
// chosen by a seeded PRNG. Card effects are built from the primitives with amounts worked out here,
// independently of the engine (the halving of P17 included), so the tests can check the engine.
import { hasPlayer } from '../../core/by-player.ts';
import { mulberry32 } from '../../../lib/prng.ts';
import type { Effect, PlunderInput } from '../inputs.ts';
import { COLOURS, sumTreasures, type Colour, type PlayerState, type PlunderState, type Treasures } from '../state.ts';

export type Random = () => number;
export const rng = (seed: number): Random => mulberry32(seed);

const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const int = (r: Random, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

/** Picks `k` treasures at random out of `from` (which must hold at least k). */
export function takeRandom(r: Random, from: Treasures, k: number, only?: Colour): Partial<Treasures> {
  const left = { ...from };
  const out: Partial<Treasures> = {};
  for (let i = 0; i < k; i++) {
    const cs = COLOURS.filter((c) => left[c] > 0 && (only === undefined || c === only));
    const c = pick(r, cs);
    left[c] -= 1;
    out[c] = (out[c] ?? 0) + 1;
  }
  return out;
}

/** P17 as the rulebook says it, written apart from the engine. */
export function expectedSteal(thief: PlayerState, victim: PlayerState | null, n: number, holds: number): number {
  const halved = victim !== null && victim.crew >= 2 * thief.crew;
  return Math.min(halved ? Math.floor(n / 2) : n, holds);
}

/** A random effect that fits `s` (a working copy the caller keeps up to date), or null. */
export function randomEffect(r: Random, s: PlunderState, actor: PlayerState): Effect | null {
  const others = s.players.filter((p) => p !== actor);
  const kind = pick(r, ['steal', 'steal', 'stealCrew', 'lose', 'loseCrew', 'recruit', 'give', 'draw', 'discard'] as const);
  const n = int(r, 1, 4);
  switch (kind) {
    case 'steal': {
      const fromHarbour = r() < 0.3;
      const victim = fromHarbour ? null : pick(r, others);
      const src = victim ?? s.harbour;
      const colour = r() < 0.3 ? pick(r, COLOURS) : undefined;
      const holds = colour ? src.treasures[colour] : sumTreasures(src.treasures);
      const k = expectedSteal(actor, victim, n, holds);
      const e: Effect = { do: 'steal', from: victim ? victim.name : 'harbour', n, take: takeRandom(r, src.treasures, k, colour) };
      if (colour) e.colour = colour;
      return e;
    }
    case 'stealCrew':
      return { do: 'stealCrew', from: pick(r, others).name, n };
    case 'lose': {
      const victim = pick(r, s.players);
      const k = Math.min(n, sumTreasures(victim.treasures));
      return { do: 'lose', player: victim.name, n, take: takeRandom(r, victim.treasures, k) };
    }
    case 'loseCrew':
      return { do: 'loseCrew', player: pick(r, s.players).name, n: int(r, 1, 2) };
    case 'recruit': {
      if (s.harbour.crew === 0) return null;
      const k = Math.min(sumTreasures(actor.treasures), int(r, 0, 2));
      return { do: 'recruit', pay: takeRandom(r, actor.treasures, k) };
    }
    case 'give': {
      const k = Math.min(sumTreasures(actor.treasures), int(r, 1, 2));
      if (k === 0) return null;
      return { do: 'give', to: r() < 0.5 ? 'harbour' : pick(r, others).name, treasures: takeRandom(r, actor.treasures, k) };
    }
    case 'draw':
      return { do: 'draw', n: int(r, 1, 2) };
    case 'discard': {
      if (actor.hand === 0) return null;
      return { do: 'discard', n: int(r, 1, actor.hand) };
    }
  }
}

/** One random input the rules accept in `s`. `tryEffects` says whether a list of effects applies
 * (the generator builds a resolve effect by effect on the state the earlier ones leave). */
export function randomInput(r: Random, s: PlunderState, afterEffects: (effects: Effect[]) => PlunderState | null): PlunderInput {
  if (s.phase === 'tiebreak') {
    const name = s.tied.find((n) => !hasPlayer(s.reactionsShown, n)) as string;
    const p = s.players.find((q) => q.name === name) as PlayerState;
    return { type: 'reactions', player: name, n: int(r, 0, p.hand) };
  }
  if (s.phase === 'reaction' && s.pending) {
    const pending = s.pending;
    const reactors = s.players.filter((p, i) => i !== pending.seat && p.hand > 0);
    if (!pending.reaction && reactors.length > 0 && r() < 0.3) return { type: 'react', player: pick(r, reactors).name };
    const effects: Effect[] = [];
    let now = s;
    for (let i = int(r, 0, 3); i > 0; i--) {
      const actor = now.players[pending.seat] as PlayerState;
      const e = randomEffect(r, now, actor);
      if (!e) continue;
      const next = afterEffects([...effects, e]);
      if (!next) continue;
      effects.push(e);
      now = next;
    }
    if (r() < 0.1) effects.push({ do: 'keep' });
    return { type: 'resolve', effects };
  }
  const seat = s.current as number;
  const p = s.players[seat] as PlayerState;
  if (r() < 0.05) {
    // The scale's count stands over the ledger: anything from 0 to what the harbour can make up.
    const who = pick(r, s.players);
    const colour = pick(r, COLOURS);
    return { type: 'recount', player: who.name, colour, count: int(r, 0, who.treasures[colour] + s.harbour.treasures[colour]) };
  }
  const can: string[] = [];
  if (p.hand > 0) can.push('discardDraw', 'play', 'play', 'play');
  const sources = [s.harbour, ...s.players.filter((q) => q !== p)].filter((h) => sumTreasures(h.treasures) > 0);
  if (sources.length) can.push('steal');
  if (s.harbour.crew > 0 && sumTreasures(p.treasures) >= 2) can.push('recruit');
  if (can.length === 0) return { type: 'pass', player: p.name };
  switch (pick(r, can)) {
    case 'discardDraw':
      return { type: 'discardDraw', player: p.name };
    case 'steal': {
      const src = pick(r, sources);
      const colour = pick(
        r,
        COLOURS.filter((c) => src.treasures[c] > 0),
      );
      const from = src === s.harbour ? 'harbour' : (src as PlayerState).name;
      return { type: 'steal', player: p.name, from, colour };
    }
    case 'recruit':
      return { type: 'recruit', player: p.name, pay: takeRandom(r, p.treasures, 2) };
    default:
      return r() < 0.5 ? { type: 'play', player: p.name, card: `c${int(r, 1, 72)}` } : { type: 'play', player: p.name };
  }
}
