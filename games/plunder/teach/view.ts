// Plunder!'s view as its teaching reads it (its type is view.ts's), and the crew a card's effects
// leave, for the halving of a steal (P17).
import type { PlunderView } from '../view.ts';

export type Treasures = Record<string, number>;

export type { PlunderPlayerView as PlunderPlayer, PlunderView } from '../view.ts';

export const HARBOUR = 'harbour';

export interface Effect {
  do: string;
  player?: string;
  from?: string;
  to?: string;
  n?: number;
  take?: Treasures;
}

const total = (t: Treasures | undefined): number => Object.values(t ?? {}).reduce((a, b) => a + b, 0);

/** A steal of the card `effects` (played by `actor`) that the halving cut short: who stole from
 * whom, the crews then, and what the card said against what it took. */
export interface Halved {
  thief: string;
  victim: string;
  crews: [number, number];
  n: number;
  took: number;
}

/** The steals of a resolve that were halved (P17): each effect in order, with the crews the effects
 * before it left (a crew steal, a lost crew member, a recruit). */
export function halvedSteals(v: PlunderView, actor: string, effects: readonly Effect[]): Halved[] {
  const crew = new Map(Object.entries(v.players).map(([name, p]) => [name, p.crew]));
  let harbour = v.harbour.crew;
  const out: Halved[] = [];
  for (const e of effects) {
    const who = e.player ?? actor;
    const n = e.n ?? 0;
    if (e.do === 'steal' && e.from && e.from !== HARBOUR) {
      const mine = crew.get(who) ?? 0;
      const theirs = crew.get(e.from) ?? 0;
      if (theirs >= 2 * mine) out.push({ thief: who, victim: e.from, crews: [mine, theirs], n, took: total(e.take) });
    } else if (e.do === 'stealCrew' && e.from) {
      const k = Math.min(n, crew.get(e.from) ?? 0);
      crew.set(e.from, (crew.get(e.from) ?? 0) - k);
      crew.set(who, (crew.get(who) ?? 0) + k);
    } else if (e.do === 'loseCrew' && e.player) {
      crew.set(e.player, Math.max(0, (crew.get(e.player) ?? 0) - n));
    } else if (e.do === 'recruit' && harbour > 0) {
      harbour -= 1;
      crew.set(who, (crew.get(who) ?? 0) + 1);
    }
  }
  return out;
}

/** The effects of a resolve input, as far as the teaching reads them. */
export const effectsOf = (input: Readonly<Record<string, unknown>>): Effect[] => (Array.isArray(input.effects) ? (input.effects as Effect[]) : []);
