// The flow of a 7 Seize game: which inputs each moment accepts, and from whom.
// apply(state, input) → new state | rejection; nothing here mutates or performs I/O.
import { byPlayer, eachPlayer, hasPlayer, withPlayers } from '../core/by-player.ts';
import { underWay } from '../core/input-checks.ts';
import { phrase } from '../core/phrase.ts';
import { accept, reject, type Outcome } from '../core/types.ts';
import { newDeck } from './deck.ts';
import { told } from './narrate.ts';
import type { SevenSeizeInput, StartInput } from './inputs.ts';
import { beginSeize, orderGroup, queenActs, resolveReveals } from './seize.ts';
import { appointCaptain, resolveSquabble } from './squabble.ts';
import { BOOTY, DEFAULT_OPTIONS, INTERLOPER, PIECES_PER_ROUND, type Pending, type SevenSeizeState } from './state.ts';
import { pickPair, verdict } from './weigh-off.ts';

export function start(input: StartInput): Outcome<SevenSeizeState> {
  const participants = input.players.length === 2 ? [...input.players, INTERLOPER] : [...input.players]; // R18
  return accept({
    players: [...input.players],
    participants,
    options: { ...DEFAULT_OPTIONS, ...input.options },
    round: 1,
    phase: 'squabble',
    captain: null,
    bag: BOOTY,
    stashes: { red: 0, black: 0 },
    collections: eachPlayer(participants, () => 0),
    deck: newDeck(input.players.length),
    revealed: byPlayer(),
    pending: null,
    seize: null,
    lastReveal: null,
    events: [],
    weighOff: null,
    winners: [],
  });
}

/** Who reveals in the current phase: players in the squabble (R6), every participant in the seize. */
export function revealers(s: SevenSeizeState): string[] {
  return s.phase === 'squabble' ? s.players : s.participants;
}

/** What a 7 Seize game awaits: a question (`Pending`), the cards of a reveal (the Interloper's
 * card revealed by `interloperBy`, R18), the captain's divvy, or the verdict of the weigh-off's contest. */
export type SevenSeizeAwaiting =
  | Pending
  | { type: 'reveal'; phase: 'squabble' | 'seize'; players: string[]; interloperBy?: string }
  | { type: 'divvy'; player: string; pieces: number }
  | { type: 'verdict'; contest: { left: string; right: string; setAside: Record<string, number> } | null };

export function awaiting(s: SevenSeizeState): SevenSeizeAwaiting | null {
  if (s.phase === 'finished') return null;
  if (s.pending) return { ...s.pending };
  switch (s.phase) {
    case 'squabble':
    case 'seize': {
      const players = revealers(s).filter((p) => !hasPlayer(s.revealed, p));
      const a: SevenSeizeAwaiting = { type: 'reveal', phase: s.phase, players };
      if (players.includes(INTERLOPER)) a.interloperBy = s.players.find((p) => p !== s.captain); // R18
      return a;
    }
    case 'divvy':
      return { type: 'divvy', player: s.captain!, pieces: Math.min(PIECES_PER_ROUND, s.bag) };
    case 'weigh-off': {
      const c = s.weighOff?.contest;
      return { type: 'verdict', contest: c ? { left: c.left, right: c.right, setAside: c.setAside } : null };
    }
  }
}

/** "the game awaits …" in words, for rejections. */
export function describeAwaiting(s: SevenSeizeState): string {
  const a = awaiting(s);
  if (!a) return phrase('the game is over');
  switch (a.type) {
    case 'reveal':
      return phrase('the game awaits a card from {players}', { players: (a.players as string[]).join(', ') });
    case 'chooseCaptain':
      return phrase("the game awaits {player}'s choice of captain among {among}", { player: String(a.player), among: (a.among as string[]).join(', ') });
    case 'order':
      return phrase("the game awaits the captain {player}'s order for {among}", { player: String(a.player), among: (a.among as string[]).join(', ') });
    case 'queen':
      return phrase("the game awaits {decider}'s choice for the Queen of {player}", { decider: String(a.decidedBy), player: String(a.player) });
    case 'divvy':
      return phrase("the game awaits the captain {player}'s divvy of {pieces, plural, one {# piece} other {# pieces}}", {
        player: String(a.player),
        pieces: Number(a.pieces),
      });
    default:
      return phrase("the game awaits the scale's verdict");
  }
}

function notNow(s: SevenSeizeState, what: string) {
  return reject(phrase('{what} is not expected now: {awaiting}', { what, awaiting: describeAwaiting(s) }));
}

export function apply(s: SevenSeizeState, input: SevenSeizeInput): Outcome<SevenSeizeState> {
  if (s.phase === 'finished' && input.type !== 'start') return reject(phrase('the game is over: only undo is possible'));
  switch (input.type) {
    case 'start':
      return underWay();

    case 'reveal': {
      if ((s.phase !== 'squabble' && s.phase !== 'seize') || s.pending) return notNow(s, phrase('a card from {player}', { player: input.player }));
      if (!s.participants.includes(input.player))
        return reject(phrase('{player} is not playing (players: {players})', { player: input.player, players: s.participants.join(', ') }));
      if (!revealers(s).includes(input.player)) return reject(phrase('the Interloper does not squabble for captain (R6)'));
      if (hasPlayer(s.revealed, input.player)) return reject(phrase('{player} has already revealed a card this phase', { player: input.player }));
      // A card down in this unfinished reveal is still face down: the refusal, which every tablet
      // shows, must not name it.
      if (Object.values(s.revealed).includes(input.card)) return reject(phrase('that card is already down in this reveal: a mis-tap? (R27)'));
      if (s.deck.discard.includes(input.card)) return reject(phrase('{card} was already revealed this deck cycle: a mis-tap? (R27)', { card: input.card }));
      const st = { ...s, revealed: withPlayers(s.revealed, [input.player, input.card]) };
      if (revealers(st).some((p) => !hasPlayer(st.revealed, p))) return accept(st);
      return accept(s.phase === 'squabble' ? resolveSquabble(st) : resolveReveals(st));
    }

    case 'chooseCaptain': {
      const p = s.pending;
      if (p?.type !== 'chooseCaptain') return notNow(s, phrase('a choice of captain'));
      if (!p.among.includes(input.player))
        return reject(phrase('{player} did not tie for captain: choose among {among} (R5)', { player: input.player, among: p.among.join(', ') }));
      return accept(
        appointCaptain(s, input.player, [...s.events, told(phrase('{chooser} chooses {captain} (R5)', { chooser: p.player, captain: input.player }))]),
      );
    }

    case 'divvy': {
      if (s.phase !== 'divvy') return notNow(s, phrase('a divvy'));
      const drawn = Math.min(PIECES_PER_ROUND, s.bag);
      if (input.red + input.black !== drawn)
        return reject(phrase('the stashes must add up to the {drawn} pieces drawn, not {red} + {black} (R7)', { drawn, red: input.red, black: input.black }));
      if (input.red < 1 || input.black < 1) return reject(phrase('each stash must hold at least 1 piece (R7)'));
      return accept(
        beginSeize({
          ...s,
          bag: s.bag - drawn,
          stashes: { red: input.red, black: input.black },
          events: [
            told(
              phrase('{captain} divvies {red} to the red stash and {black} to the black stash', {
                captain: s.captain ?? '',
                red: input.red,
                black: input.black,
              }),
            ),
          ],
        }),
      );
    }

    case 'order': {
      const p = s.pending;
      if (p?.type !== 'order') return notNow(s, phrase('an acting order'));
      const given = input.players;
      const same = given.length === p.among.length && p.among.every((x) => given.includes(x));
      if (!same) return reject(phrase('the order must list exactly {among}, each once (R8)', { among: p.among.join(', ') }));
      return accept(orderGroup(s, given));
    }

    case 'queen': {
      const p = s.pending;
      if (p?.type !== 'queen') return notNow(s, phrase("a Queen's choice"));
      if (input.player !== p.player) return reject(phrase("it is {queen}'s Queen that acts now, not {player}'s", { queen: p.player, player: input.player }));
      if (input.action === 'seize') {
        if (!p.options.some((o) => o.action === 'seize'))
          return reject(
            phrase('the {colour, select, red {red} other {black}} stash is empty: the Queen can only steal (R12)', { colour: colourWord(s, p.player) }),
          );
        return accept(queenActs(s, p.player, { action: 'seize' }));
      }
      const targets = p.options.flatMap((o) => (o.action === 'steal' ? [o.from] : []));
      if (targets.length === 0) return reject(phrase('no one of the same colour has a piece to steal (R12)'));
      const from = input.from ?? (targets.length === 1 ? targets[0] : undefined);
      if (from === undefined) return reject(phrase('say whom to steal from: {targets} (R12)', { targets: targets.join(' or ') }));
      if (!targets.includes(from))
        return reject(
          phrase('the Queen can steal only from {targets}: a participant of the same colour with a piece (R12)', { targets: targets.join(' or ') }),
        );
      return accept(queenActs(s, p.player, { action: 'steal', from }));
    }

    case 'pair': {
      if (s.phase !== 'weigh-off') return notNow(s, phrase('a weigh-off pairing'));
      const r = pickPair(s, input.left, input.right);
      return typeof r === 'string' ? reject(r) : accept(r);
    }

    case 'verdict': {
      if (s.phase !== 'weigh-off' || !s.weighOff?.contest) return notNow(s, phrase('a verdict'));
      return accept(verdict(s, input.heavier, input.grams));
    }
  }
}

function colourWord(s: SevenSeizeState, who: string): string {
  const c = s.revealed[who] ?? '';
  return c.endsWith('H') || c.endsWith('D') ? 'red' : 'black';
}
