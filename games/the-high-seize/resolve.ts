// The end of a round: pile weights, sinking (H14, H15), the discard (H16), setting aside (H17),
// and after round 4 the final count (H19).
import { type ByPlayer, eachPlayer } from '../core/by-player.ts';
import { colourOf, NEUTRAL_SHIP } from './cards.ts';
import { NEUTRAL } from './inputs.ts';
import { HAND, type HighSeizeState, type Pile, ROUNDS } from './state.ts';

/** Piles in resolution order: seat order, then neutral. */
export const pileNames = (s: Pick<HighSeizeState, 'players'>): string[] => [...s.players, NEUTRAL];

/** H14: ship plus cargo; null while a card of the pile is still unknown. */
export function pileWeight(s: Pick<HighSeizeState, 'cards'>, pile: Pile): number | null {
  if (pile.placements.some((p) => p.card === null)) return null;
  const ship = pile.ship === null || pile.ship === NEUTRAL_SHIP ? 0 : s.cards[pile.ship]!.weight;
  return pile.placements.reduce((w, p) => w + s.cards[p.card!]!.weight, ship);
}

export const cardValue = (s: Pick<HighSeizeState, 'cards'>, id: string): number => s.cards[id]?.value ?? 0;

/** H19: the value of each player's set-aside cards, cargo and ships. */
export function scores(s: HighSeizeState): ByPlayer<number> {
  return eachPlayer(s.players, (p) => s.setAside[p]!.reduce((v, id) => v + cardValue(s, id), 0));
}

/** Empty piles for a new round: no ships down yet, the neutral ship always there. */
export function emptyPiles(players: string[]): ByPlayer<Pile> {
  return eachPlayer([...players, NEUTRAL], (n) => ({ ship: n === NEUTRAL ? NEUTRAL_SHIP : null, placements: [] }));
}

/** H3: each later round starts with the next seat to the left. */
export const nextSeat = (players: string[], p: string): string => players[(players.indexOf(p) + 1) % players.length]!;

/** Resolves a round whose every card is known, then deals the next round or ends the game. */
export function resolveRound(s: HighSeizeState): HighSeizeState {
  const names = pileNames(s);
  const weights = eachPlayer(names, (n) => pileWeight(s, s.piles[n]!)!);
  const max = Math.max(...Object.values(weights));
  const sunk = names.filter((n) => weights[n] === max); // H15: every pile tied at the top sinks
  const owner = Object.fromEntries(s.players.map((p) => [s.colours[p]!, p]));
  const setAside = eachPlayer(s.players, (p) => [...s.setAside[p]!]);
  const discarded = [...s.discarded];
  const kept = eachPlayer(s.players, (): string[] => []);
  for (const n of names) {
    const pile = s.piles[n]!;
    const cargo = pile.placements.map((p) => p.card!);
    const ship = pile.ship !== null && pile.ship !== NEUTRAL_SHIP ? [pile.ship] : []; // H16: NS is never discarded
    if (sunk.includes(n)) discarded.push(...cargo, ...ship);
    else
      for (const id of [...cargo, ...ship]) {
        setAside[owner[colourOf(id)]!]!.push(id); // H17
        kept[owner[colourOf(id)]!]!.push(id);
      }
  }
  const history = [...s.history, { round: s.round, weights, sunk, kept }];
  const resolved: HighSeizeState = { ...s, setAside, discarded, history, placed: 0, turn: null, piles: emptyPiles(s.players) };
  if (s.round === ROUNDS) {
    const sc = scores(resolved);
    const best = Math.max(...Object.values(sc));
    return { ...resolved, phase: 'finished', winners: s.players.filter((p) => sc[p] === best) }; // H19: ties share the win
  }
  return dealRound({ ...resolved, round: s.round + 1, startPlayer: nextSeat(s.players, s.startPlayer) });
}

/** H5: every player draws a hand of 4; then every player puts down a ship (H6). */
export function dealRound(s: HighSeizeState): HighSeizeState {
  return {
    ...s,
    phase: 'ships',
    deck: eachPlayer(s.players, (p) => s.deck[p]! - HAND),
    hands: eachPlayer(s.players, (p) => s.hands[p]! + HAND),
  };
}
