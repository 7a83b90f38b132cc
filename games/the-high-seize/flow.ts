// Start, the three moves of a round (ship, place, reveal) and what the game awaits.
import { underWay } from '../core/input-checks.ts';
import { phrase } from '../core/phrase.ts';
import { byPlayer, eachPlayer, withPlayers } from '../core/by-player.ts';
import { accept, type Outcome, reject } from '../core/types.ts';
import { CARGO_PER_COLOUR, COLOURS, type Colour, colourOf, HOUSE_DECK, isShip, type Numbers, shipsOf } from './cards.ts';
import { type HighSeizeInput, NEUTRAL, type PlaceInput, type RevealInput, type ShipInput, type StartInput } from './inputs.ts';
import { dealRound, emptyPiles, nextSeat, pileNames, resolveRound } from './resolve.ts';
import { HAND, type HighSeizeState, type Pile } from './state.ts';

export function start(input: StartInput): Outcome<HighSeizeState> {
  const { players, options } = input;
  const colours = options.colours ?? COLOURS.slice(0, players.length); // H1: seat order by default
  if (colours.length !== players.length)
    return reject(
      phrase('start: option "colours" must give one colour per player ({players}), not {count} (H1)', { players: players.length, count: colours.length }),
    );
  const twice = colours.find((c, i) => colours.indexOf(c) !== i);
  if (twice)
    return reject(
      phrase(
        'start: the colour {colour, select, red {red} blue {blue} green {green} other {yellow}} is given to two players; each player owns one colour deck (H1)',
        { colour: twice },
      ),
    );
  const first = options.first ?? players[0]!;
  if (!players.includes(first)) return reject(phrase('start: the first player "{player}" is not one of the players (H3)', { player: first }));
  const cards: Record<string, Numbers> = {};
  for (const [id, house] of Object.entries(HOUSE_DECK)) cards[id] = { ...house, ...options.cards?.[id] }; // H10
  const state: HighSeizeState = {
    players,
    colours: eachPlayer(players, (_p, i) => colours[i]!),
    cards,
    hideScores: options.hideScores ?? true,
    phase: 'ships',
    round: 1,
    startPlayer: first,
    turn: null,
    placed: 0,
    shipsLeft: eachPlayer(players, (_p, i) => shipsOf(colours[i]!)),
    deck: eachPlayer(players, () => CARGO_PER_COLOUR),
    hands: eachPlayer(players, () => 0),
    piles: emptyPiles(players),
    seen: [],
    history: [],
    setAside: eachPlayer(players, (): string[] => []),
    discarded: [],
    winners: [],
  };
  return accept(dealRound(state));
}

const ownerOf = (s: HighSeizeState, c: Colour) => s.players.find((p) => s.colours[p] === c);

function ship(s: HighSeizeState, input: ShipInput): Outcome<HighSeizeState> {
  const { player, card } = input;
  if (!s.players.includes(player)) return reject(phrase('{input}: "{player}" is not playing', { input: 'ship', player }));
  if (s.phase !== 'ships')
    return reject(
      s.phase === 'place'
        ? phrase('ship: every player has a ship down this round; now cargo is placed (H6)')
        : phrase('ship: every player has a ship down this round; now the piles are flipped (H6)'),
    );
  if (!isShip(card)) return reject(phrase('ship: {card} is a cargo card, not a ship card (H2)', { card }));
  const colour = colourOf(card);
  if (colour !== s.colours[player])
    return reject(
      phrase(
        'ship: {card} is {colour, select, red {red} blue {blue} green {green} other {yellow}}, and {player} sails {sails, select, red {red} blue {blue} green {green} other {yellow}} ships (H6)',
        { card, colour, player, sails: String(s.colours[player]) },
      ),
    );
  if (s.piles[player]!.ship !== null)
    return reject(phrase('ship: {player} already has {card} down this round (H6)', { player, card: String(s.piles[player]!.ship) }));
  if (!s.shipsLeft[player]!.includes(card)) return reject(phrase('ship: {card} has already sailed and cannot sail again (H6)', { card }));
  const piles = withPlayers(s.piles, [player, { ...s.piles[player]!, ship: card }]);
  const allDown = s.players.every((p) => piles[p]!.ship !== null);
  return accept({
    ...s,
    piles,
    shipsLeft: withPlayers(s.shipsLeft, [player, s.shipsLeft[player]!.filter((c) => c !== card)]),
    ...(allDown ? { phase: 'place' as const, turn: s.startPlayer } : {}),
  });
}

/** H13: why this tap cannot be a card lying face down, unknown, on `pile` (null: it can). */
function tapProblem(s: HighSeizeState, pileName: string, card: string, unknownOf: (c: Colour) => number): string | null {
  if (isShip(card)) return phrase('{card} is a ship card; only cargo is tapped (H13)', { card });
  if (s.seen.includes(card)) return phrase('{card} has already been seen this game (H13)', { card });
  const colour = colourOf(card);
  if (!ownerOf(s, colour))
    return phrase(
      '{card} is {colour, select, red {red} blue {blue} green {green} other {yellow}}, and no one plays {colour, select, red {red} blue {blue} green {green} other {yellow}} in this game (H1, H13)',
      { card, colour },
    );
  if (unknownOf(colour) === 0)
    return pileName === NEUTRAL
      ? phrase('no unrevealed {colour, select, red {red} blue {blue} green {green} other {yellow}} card lies on the neutral pile (H13)', { colour })
      : phrase('no unrevealed {colour, select, red {red} blue {blue} green {green} other {yellow}} card lies on the pile of {pile} (H13)', {
          colour,
          pile: pileName,
        });
  return null;
}

const unknownOnPile = (pile: Pile, c: Colour) => pile.placements.filter((p) => p.colour === c && p.card === null).length;
const unknownCount = (s: HighSeizeState) => pileNames(s).reduce((n, name) => n + s.piles[name]!.placements.filter((p) => p.card === null).length, 0);

function place(s: HighSeizeState, input: PlaceInput): Outcome<HighSeizeState> {
  const { player, pile: pileName, card } = input;
  if (!s.players.includes(player)) return reject(phrase('{input}: "{player}" is not playing', { input: 'place', player }));
  if (s.phase === 'ships')
    return reject(
      phrase('place: no cargo until every player has a ship down (waiting for {players}) (H6)', {
        players: s.players.filter((p) => s.piles[p]!.ship === null).join(', '),
      }),
    );
  if (s.phase !== 'place') return reject(phrase('place: every card of the round has been placed; now the piles are flipped (H11)'));
  if (player !== s.turn) return reject(phrase("place: it is {player}'s turn to place (H7)", { player: String(s.turn) }));
  const pile = s.piles[pileName];
  if (!pile) return reject(phrase('place: there is no pile "{pile}"; a pile is a player\'s name or "neutral" (H8)', { pile: pileName }));
  const colour = s.colours[player]!;
  if (card !== undefined) {
    if (colourOf(card) !== colour)
      return reject(
        phrase(
          'place: {player} holds only {colour, select, red {red} blue {blue} green {green} other {yellow}} cards, so a private tap of {card} cannot be the card placed (H8, H13)',
          { player, colour, card },
        ),
      );
    // The placement itself adds an unknown card of the placer's colour, which the tap then names.
    const problem = tapProblem(s, pileName, card, (c) => unknownOnPile(pile, c) + (c === colour ? 1 : 0));
    if (problem) return reject(phrase('place: {problem}', { problem }));
  }
  const placements = [...pile.placements, { player, colour, card: card ?? null, private: card !== undefined }];
  const placed = s.placed + 1;
  const next: HighSeizeState = {
    ...s,
    piles: withPlayers(s.piles, [pileName, { ...pile, placements }]),
    hands: withPlayers(s.hands, [player, s.hands[player]! - 1]),
    seen: card === undefined ? s.seen : [...s.seen, card],
    placed,
    turn: nextSeat(s.players, player),
  };
  if (placed < HAND * s.players.length) return accept(next);
  const flipped: HighSeizeState = { ...next, phase: 'flip', turn: null }; // H11
  return accept(unknownCount(flipped) === 0 ? resolveRound(flipped) : flipped);
}

function reveal(s: HighSeizeState, input: RevealInput): Outcome<HighSeizeState> {
  const { pile: pileName, card } = input;
  if (s.phase !== 'flip') return reject(phrase("reveal: cards are revealed only once the round's last card is placed (H11)"));
  const pile = s.piles[pileName];
  if (!pile) return reject(phrase('reveal: there is no pile "{pile}"; a pile is a player\'s name or "neutral"', { pile: pileName }));
  const problem = tapProblem(s, pileName, card, (c) => unknownOnPile(pile, c));
  if (problem) return reject(phrase('reveal: {problem}', { problem }));
  // The card takes the earliest unrevealed placement of its colour on that pile.
  const i = pile.placements.findIndex((p) => p.colour === colourOf(card) && p.card === null);
  const placements = pile.placements.map((p, j) => (j === i ? { ...p, card } : p));
  const next: HighSeizeState = { ...s, piles: withPlayers(s.piles, [pileName, { ...pile, placements }]), seen: [...s.seen, card] };
  return accept(unknownCount(next) === 0 ? resolveRound(next) : next);
}

export function apply(s: HighSeizeState, input: HighSeizeInput): Outcome<HighSeizeState> {
  if (s.phase === 'finished') return reject(phrase('the game is over (undo takes back the last input) (H21)'));
  switch (input.type) {
    case 'start':
      return underWay();
    case 'ship':
      return ship(s, input);
    case 'place':
      return place(s, input);
    case 'reveal':
      return reveal(s, input);
  }
}

/** What a game of The High Seize awaits: the ships still to choose, the player to place, or the
 * face-down cards of each pile to tap as it is turned over (by pile, how many). */
export type HighSeizeAwaiting = { type: 'ship'; players: string[] } | { type: 'place'; player: string } | { type: 'reveal'; piles: Record<string, number> };

export function awaiting(s: HighSeizeState): HighSeizeAwaiting | null {
  switch (s.phase) {
    case 'ships':
      return { type: 'ship', players: s.players.filter((p) => s.piles[p]!.ship === null) };
    case 'place':
      return { type: 'place', player: s.turn! };
    case 'flip': {
      const piles = byPlayer<number>();
      for (const n of pileNames(s)) {
        const k = s.piles[n]!.placements.filter((p) => p.card === null).length;
        if (k > 0) piles[n] = k;
      }
      return { type: 'reveal', piles };
    }
    case 'finished':
      return null;
  }
}
