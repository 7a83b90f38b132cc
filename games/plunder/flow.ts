// The Plunder! turn cycle (docs/rules/plunder.md): set-up, the four actions, the reaction window,
// the final round and the tie-break. Pure: every input works on a copy (ledger.ts).
import { underWay } from '../core/input-checks.ts';
import { phrase } from '../core/phrase.ts';
import { byPlayer, hasPlayer } from '../core/by-player.ts';
import { accept, reject, type Outcome } from '../core/types.ts';
import { applyEffects } from './effects.ts';
import { HARBOUR, type PlunderInput, type StartInput } from './inputs.ts';
import { clone, describe, held, lacks, move, draw, refill } from './ledger.ts';
import { recount, recountCrew } from './recount.ts';
import { scores } from './score.ts';
import {
  CARDS_TOTAL,
  COLOURS,
  CREW_TOTAL,
  HAND_SIZE,
  noTreasures,
  OWN_TREASURES,
  STACK_PER_PLAYER,
  sumTreasures,
  TREASURES_PER_COLOUR,
  type PlayerState,
  type PlunderState,
} from './state.ts';

export function start(input: StartInput): Outcome<PlunderState> {
  const names = input.players;
  if (names.length < 3 || names.length > 5) return reject(phrase('start: Plunder! is for 3 to 5 players, not {count} (P1)', { count: names.length }));
  const o = input.options;
  const colours = o.colours ?? COLOURS.slice(0, names.length);
  if (colours.length !== names.length) return reject(phrase('start: option "colours" must give one colour per seat ({count}) (P1)', { count: names.length }));
  if (new Set(colours).size !== colours.length) return reject(phrase('start: option "colours" gives a colour to two players (P1)'));
  const first = o.first === undefined ? 0 : names.indexOf(o.first);
  if (first < 0) return reject(phrase('start: option "first" names "{player}", who is not at the table (P5)', { player: String(o.first) }));
  const harbour = noTreasures();
  for (const c of COLOURS) harbour[c] = TREASURES_PER_COLOUR - (colours.includes(c) ? OWN_TREASURES : 0);
  const players: PlayerState[] = names.map((name, i) => {
    const colour = colours[i] as (typeof COLOURS)[number];
    const treasures = noTreasures();
    treasures[colour] = OWN_TREASURES;
    return { name, colour, treasures, crew: 1, hand: HAND_SIZE, kept: 0 };
  });
  const n = names.length;
  const s: PlunderState = {
    phase: 'turn',
    options: { mostTie: o.mostTie ?? 'all' },
    players,
    harbour: { treasures: harbour, crew: 2 * n }, // P2
    lost: { treasures: noTreasures(), crew: 0 },
    removedCrew: CREW_TOTAL - 3 * n,
    stack: STACK_PER_PLAYER * n, // P3
    discard: 0,
    removedCards: CARDS_TOTAL - (HAND_SIZE + STACK_PER_PLAYER) * n,
    turn: 1,
    current: first,
    finalRound: false,
    turnsLeft: null,
    pending: null,
    reactionsShown: byPlayer(),
    tied: [],
    winners: [],
  };
  refill(s, first);
  return accept(s);
}

/** P7: the four actions, those possible for the player whose turn it is. */
export function possibleActions(s: PlunderState, seat: number): PlunderAction[] {
  const p = s.players[seat] as PlayerState;
  const out: PlunderAction[] = [];
  if (p.hand > 0) out.push('discardDraw');
  if (held(s.harbour) > 0 || s.players.some((q) => q !== p && held(q) > 0)) out.push('steal');
  if (s.harbour.crew > 0 && held(p) >= 2) out.push('recruit');
  if (p.hand > 0) out.push('play');
  return out;
}

/** What a Plunder! game awaits: the action of the player whose turn it is (those open to them, else a
 * pass), the resolution of a card played (a reaction still open or not), or the tied players' reactions (P30). */
export type PlunderAwaiting =
  | { type: 'action'; player: string; options: PlunderAction[] }
  | { type: 'resolve'; player: string; reactionOpen: boolean }
  | { type: 'reactions'; players: string[] };
export type PlunderAction = 'discardDraw' | 'steal' | 'recruit' | 'play' | 'pass';

export function awaiting(s: PlunderState): PlunderAwaiting | null {
  if (s.phase === 'turn' && s.current !== null) {
    const options = possibleActions(s, s.current);
    return { type: 'action', player: s.players[s.current]!.name, options: options.length ? options : ['pass'] };
  }
  if (s.phase === 'reaction' && s.pending) return { type: 'resolve', player: s.players[s.pending.seat]!.name, reactionOpen: s.pending.reaction === null };
  if (s.phase === 'tiebreak') return { type: 'reactions', players: s.tied.filter((n) => !hasPlayer(s.reactionsShown, n)) };
  return null;
}

/** P24: the turn is over; the next player refills, or after the final round the game ends. */
function endTurn(s: PlunderState): void {
  s.pending = null;
  if (s.finalRound) {
    if (s.turnsLeft === 0) return endGame(s);
    s.turnsLeft = (s.turnsLeft ?? 1) - 1;
  }
  const next = ((s.current ?? 0) + 1) % s.players.length;
  s.current = next;
  s.turn += 1;
  s.phase = 'turn';
  refill(s, next);
}

function endGame(s: PlunderState): void {
  s.current = null;
  const sc = scores(s.players, s.options);
  const best = Math.max(...s.players.map((p) => sc[p.name]?.total ?? 0));
  const top = s.players.filter((p) => sc[p.name]?.total === best).map((p) => p.name);
  if (top.length === 1) {
    s.phase = 'finished';
    s.winners = top;
  } else {
    s.phase = 'tiebreak'; // P30
    s.tied = top;
  }
}

const noPlayer = (player: string): string => phrase('no player "{player}" at this table', { player });

function whoseTurn(s: PlunderState, name: string, what: string): PlayerState | string {
  if (s.phase === 'finished') return phrase('the game is over (undo takes back the last input)');
  if (s.phase === 'tiebreak') return phrase('the game is over: the tied players show their reaction cards (P30), not {what}', { what });
  if (s.phase === 'reaction')
    return phrase("{player}'s card awaits its resolve (or one reaction) first (P11)", { player: String(s.players[s.pending?.seat ?? 0]?.name) });
  const p = s.players.find((q) => q.name === name);
  if (!p) return noPlayer(name);
  const current = s.players[s.current ?? 0] as PlayerState;
  if (p !== current) return phrase("it is {current}'s turn, not {player}'s", { current: current.name, player: name });
  return p;
}

export function apply(state: PlunderState, input: PlunderInput): Outcome<PlunderState> {
  if (input.type === 'start') return underWay();
  const s = clone(state);
  const problem = step(s, input);
  return problem === null ? accept(s) : reject(problem);
}

function step(s: PlunderState, input: Exclude<PlunderInput, StartInput>): string | null {
  switch (input.type) {
    case 'discardDraw': {
      const p = whoseTurn(s, input.player, phrase('an action'));
      if (typeof p === 'string') return p;
      if (p.hand === 0) return phrase('{player} has no card to discard (P8)', { player: p.name });
      p.hand -= 1;
      s.discard += 1;
      draw(s, p, 1); // P8: with an empty stack nothing is drawn
      endTurn(s);
      return null;
    }
    case 'steal': {
      const p = whoseTurn(s, input.player, phrase('an action'));
      if (typeof p === 'string') return p;
      if (input.from === p.name) return phrase('{player} cannot steal from themselves (P9)', { player: p.name });
      const from = input.from === HARBOUR ? s.harbour : s.players.find((q) => q.name === input.from);
      if (!from) return phrase('steal: no player "{player}" (or "harbour") to steal from', { player: input.from });
      if (from.treasures[input.colour] === 0)
        return input.from === HARBOUR
          ? phrase('the harbour holds no {colour, select, red {red} blue {blue} green {green} yellow {yellow} other {purple}} treasure (P9)', {
              colour: input.colour,
            })
          : phrase('{player} holds no {colour, select, red {red} blue {blue} green {green} yellow {yellow} other {purple}} treasure (P9)', {
              player: input.from,
              colour: input.colour,
            });
      move(from, p, { [input.colour]: 1 });
      endTurn(s);
      return null;
    }
    case 'recruit': {
      const p = whoseTurn(s, input.player, phrase('an action'));
      if (typeof p === 'string') return p;
      if (sumTreasures(input.pay) !== 2) return phrase('recruit: pay exactly 2 treasures, not {count} (P10)', { count: sumTreasures(input.pay) });
      if (s.harbour.crew === 0) return phrase('the harbour has no crew left to recruit (P10)');
      const short = lacks(p, input.pay, p.name);
      if (short) return phrase('{short}: cannot pay {pay} (P10)', { short, pay: describe(input.pay) });
      move(p, s.harbour, input.pay);
      s.harbour.crew -= 1;
      p.crew += 1;
      endTurn(s);
      return null;
    }
    case 'play': {
      const p = whoseTurn(s, input.player, phrase('an action'));
      if (typeof p === 'string') return p;
      if (p.hand === 0) return phrase('{player} has no card to play (P11)', { player: p.name });
      p.hand -= 1;
      s.pending = { seat: s.players.indexOf(p), card: input.card ?? null, reaction: null };
      s.phase = 'reaction';
      return null;
    }
    case 'react': {
      if (s.phase !== 'reaction' || !s.pending) return phrase('a reaction answers a played action card only, between its play and its resolve (P13)');
      const seat = s.players.findIndex((q) => q.name === input.player);
      const p = s.players[seat];
      if (!p) return noPlayer(input.player);
      if (seat === s.pending.seat) return phrase('{player} played the card and cannot react to it (P15)', { player: p.name });
      if (s.pending.reaction) return phrase('only the first reaction counts; {player} takes the card back (P14)', { player: p.name });
      if (p.hand === 0) return phrase('{player} has no card to react with', { player: p.name });
      p.hand -= 1;
      s.pending.reaction = { seat, card: input.card ?? null };
      return null;
    }
    case 'resolve': {
      if (s.phase !== 'reaction' || !s.pending) return phrase('resolve: no played card awaits its result (P11)');
      const pending = s.pending;
      const actor = s.players[pending.seat] as PlayerState;
      const r = applyEffects(s, actor, input.effects);
      if (typeof r === 'string') return phrase('resolve: {problem}', { problem: r });
      if (r.keep) actor.kept += 1;
      else s.discard += 1;
      if (pending.reaction) s.discard += 1; // P15
      endTurn(s);
      return null;
    }
    case 'pass': {
      const p = whoseTurn(s, input.player, phrase('an action'));
      if (typeof p === 'string') return p;
      const can = possibleActions(s, s.players.indexOf(p));
      if (can.length > 0) return phrase('{player} cannot pass while an action is possible: {actions} (P7)', { player: p.name, actions: can.join(', ') });
      endTurn(s);
      return null;
    }
    case 'recount': {
      if (s.phase === 'reaction') return phrase("recount: a count corrects the ledger between turns' actions, not while a card awaits its result");
      const problem = 'crew' in input ? recountCrew(s, input.player, input.crew) : recount(s, input.player, input.colour, input.count);
      if (problem || s.phase === 'turn') return problem;
      // The final count: the scores and the winners follow the corrected ledger (P25–P30 again).
      s.reactionsShown = byPlayer();
      s.tied = [];
      s.winners = [];
      endGame(s);
      return null;
    }
    case 'reactions': {
      if (s.phase !== 'tiebreak') return phrase('reactions are shown only to break a tie for the most points at the end (P30)');
      const p = s.players.find((q) => q.name === input.player);
      if (!p) return noPlayer(input.player);
      if (!s.tied.includes(p.name)) return phrase('{player} is not tied for the most points (P30)', { player: p.name });
      if (hasPlayer(s.reactionsShown, p.name))
        return phrase('{player} has already shown {count} reaction cards', { player: p.name, count: s.reactionsShown[p.name] ?? 0 });
      if (input.n > p.hand) return phrase('{player} holds {count} cards, so at most {count} reactions (P30)', { player: p.name, count: p.hand });
      s.reactionsShown[p.name] = input.n;
      if (s.tied.every((n) => hasPlayer(s.reactionsShown, n))) {
        const most = Math.max(...s.tied.map((n) => s.reactionsShown[n] ?? 0));
        s.winners = s.tied.filter((n) => s.reactionsShown[n] === most);
        s.phase = 'finished';
      }
      return null;
    }
  }
}
