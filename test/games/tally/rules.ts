// Tally, a game that exists only for the tests: the proof that a game touches only its own folders
// (docs/adding-a-game.md). It uses the three capabilities a table lends on declaration alone: a
// PRIVATE tap (the hider taps a shell face down: only the host's tablet hears which), a COMPUTER
// seat (either seat, hooks.ts) and the COUNTING scale (each player's beads, hooks.ts).
// Each round one player hides a shell and the other guesses it: a right guess wins the guesser a
// bead, a wrong one the hider. Seats take turns to hide; after the rounds, most beads wins.
import { byPlayer, eachPlayer, withPlayers } from '../../../games/core/by-player.ts';
import { isObj, startOnly } from '../../../games/core/input-checks.ts';
import { accept, reject, type GameModule, type Rejection } from '../../../games/core/types.ts';
import { computerHooks, countHooks } from './hooks.ts';
import { shellDeck } from './shells.ts';
import { guesser, hider, MAX_BEADS, over, SEATS, type TallyInput, type TallyState } from './state.ts';

function parseInput(raw: unknown): TallyInput | Rejection {
  if (!isObj(raw)) return reject('an input must be a JSON object');
  switch (raw.type) {
    case 'start': {
      const p = raw.players;
      if (!Array.isArray(p) || p.length !== 2 || p.some((x) => typeof x !== 'string')) return reject('start: tally is for 2 named players');
      const rounds = isObj(raw.options) ? raw.options.rounds : 2;
      if (!Number.isInteger(rounds) || (rounds as number) < 1 || (rounds as number) > 9) return reject('start: option "rounds" must be 1 to 9');
      return { type: 'start', game: 'tally', players: [p[0], p[1]], options: { rounds: rounds as number } };
    }
    case 'hide':
    case 'guess': {
      const card = typeof raw.card === 'string' ? shellDeck.canonical(raw.card) : null;
      if (typeof raw.player !== 'string' || !card) return reject(`${raw.type}: needs "player" and "card", a shell (${shellDeck.cards.join(', ')})`);
      return { type: raw.type, player: raw.player, card };
    }
    case 'recount': {
      const n = raw.beads;
      if (typeof raw.player !== 'string' || !Number.isInteger(n) || (n as number) < 0 || (n as number) > MAX_BEADS)
        return reject(`recount: needs "player" and "beads", a whole number 0 to ${MAX_BEADS}`);
      return { type: 'recount', player: raw.player, beads: n as number };
    }
    default:
      return reject(`unknown input type "${String(raw.type).slice(0, 30)}" (tally knows: start, hide, guess, recount, undo)`);
  }
}

function winners(s: TallyState): string[] {
  const most = Math.max(...s.players.map((p) => s.beads[p] ?? 0));
  return s.players.filter((p) => s.beads[p] === most);
}

function apply(s: TallyState, i: TallyInput): ReturnType<GameModule<TallyState, TallyInput>['apply']> {
  if (i.type === 'start') return reject('the game is under way');
  if (i.type === 'recount') {
    if (!s.players.includes(i.player)) return reject(`recount: no player "${i.player}"`);
    return accept({ ...s, beads: withPlayers(s.beads, [i.player, i.beads]), events: [...s.events, `${i.player}'s beads counted: ${i.beads}`] });
  }
  if (over(s)) return reject('the game is over');
  const due = s.hidden === null ? 'hide' : 'guess';
  const who = due === 'hide' ? hider(s) : guesser(s);
  if (i.type !== due || i.player !== who) return reject(`${who} is to ${due} a shell`);
  if (i.type === 'hide') return accept({ ...s, hidden: i.card, events: [...s.events, `${who} hid a shell`] });
  const right = i.card === s.hidden;
  const scorer = right ? who : hider(s);
  const said = `${who} guessed the ${i.card}: ${right ? 'right' : `wrong, it was the ${s.hidden}`}; a bead to ${scorer}`;
  return accept({ ...s, round: s.round + 1, hidden: null, beads: withPlayers(s.beads, [scorer, (s.beads[scorer] ?? 0) + 1]), events: [...s.events, said] });
}

/** What Tally awaits: a shell hidden, or a guess. */
export type TallyAwaiting = { type: 'hide' | 'guess'; player: string };

/** What Tally shows (its screens read this type: ui/index.tsx); the hidden shell is only the host's. */
export type TallyView = {
  game: 'tally';
  players: [string, string];
  participants: [string, string];
  phase: 'hide' | 'guess' | 'over';
  round: number;
  rounds: number;
  /** The shell hidden this round (a spectator is shown `?`), until it is guessed. */
  hidden: string | null;
  beads: Record<string, number>;
  events: string[];
  awaiting: TallyAwaiting | null;
  winners: string[];
};

function awaiting(s: TallyState): TallyAwaiting | null {
  if (over(s)) return null;
  return s.hidden === null ? { type: 'hide', player: hider(s) } : { type: 'guess', player: guesser(s) };
}

export const tally: GameModule<TallyState, TallyInput, TallyView> = {
  id: 'tally',
  parseInput,
  playerNames: (i) => (i.type === 'start' ? i.players : []),
  start: startOnly((i) => accept({ players: i.players, rounds: i.options.rounds, round: 1, hidden: null, beads: eachPlayer(i.players, () => 0), events: [] })),
  apply,
  awaiting,
  view: (s) => ({
    game: 'tally',
    players: s.players,
    participants: s.players,
    // Every view says its phase and what it awaits (the tablet checks them before it trusts a state).
    phase: over(s) ? 'over' : s.hidden === null ? 'hide' : 'guess',
    round: Math.min(s.round, s.rounds),
    rounds: s.rounds,
    hidden: s.hidden,
    beads: byPlayer(Object.entries(s.beads)),
    events: s.events,
    awaiting: awaiting(s),
    winners: over(s) ? winners(s) : [],
  }),
  description: {
    id: 'tally',
    name: 'Tally',
    blurb: 'Hide a shell, guess a shell; the scale counts the beads won.',
    players: [2],
    deck: shellDeck,
    scale: 'count',
    reader: { between: 'private' },
    options: [{ key: 'rounds', label: 'Rounds', kind: 'number', default: 2, min: 1, max: 9 }],
    computer: { seats: [...SEATS], levels: ['steady'] },
  },
  // The hidden shell is the host's alone until it is guessed; a spectator's tap names no card.
  playerView(s, viewer, shown) {
    if (viewer === 'host') return shown;
    if (shown.kind === 'view') return { kind: 'view', view: { ...shown.view, hidden: s.hidden === null ? null : '?' } };
    const { uid: _uid, card: _card, ...rest } = shown;
    return rest;
  },
  count: countHooks,
  computer: computerHooks,
};
