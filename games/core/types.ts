// The contract between the game-agnostic core and a game's rules module.
// A rules module is a pure reducer over plain JSON state; the core owns the input log,
// undo and replay, so every pirate game gets them for free.
import type { SentPhrase } from './phrase-key.ts';
import type { GameResult } from './result.ts';
import type { ReservedName } from './seats.ts';
import type { FirstGame } from './first-game.ts';
import type { Teaching, TeachView } from './teach.ts';

/** A refusal: the state is untouched and `reason` says why, in words for the table. */
export interface Rejection {
  ok: false;
  reason: string;
}

export interface Accepted<S> {
  ok: true;
  state: S;
}

export type Outcome<S> = Accepted<S> | Rejection;

export const reject = (reason: string): Rejection => ({ ok: false, reason });
export function isRejection(v: unknown): v is Rejection {
  return typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && typeof (v as { reason?: unknown }).reason === 'string';
}

export const accept = <S>(state: S): Accepted<S> => ({ ok: true, state });

/** What the game needs next and from whom, e.g. `{type: 'reveal', players: ['Ann']}`. */
export interface Awaiting {
  type: string;
  [field: string]: unknown;
}

/** Every input is a JSON object whose `type` names it (table-script vocabulary). A type alias, not an
 * interface, so that every game's input stays a JSON record (`Record<string, unknown>`) as the wire has it. */
export type GameInput = { type: string };

/**
 * A game's rules module. `V` is the type of its view: what a game shows of a position (a JSON object
 * whose `game` names the game and whose `phase` says where it stands, with what it awaits). `replay`
 * prints it, the server sends it to tablets (as the game's `playerView` lets each viewer see it) and
 * the game's screens read it: one type, declared by the game beside its `view` (as boardgame.io's one
 * `G` serves both the game and its board), so the tablet never types it again. Declare it as a type
 * alias, not an interface, so that it stays a JSON record (`Record<string, unknown>`).
 */
export interface GameModule<S, I extends GameInput, V extends object = Record<string, unknown>> {
  /** The `game` field of the `start` input, e.g. `7-seize`. */
  readonly id: string;
  /** Validates an untrusted value (one parsed JSON line, a WebSocket message…) into an input. */
  parseInput(raw: unknown): I | Rejection;
  /**
   * The players' names of a `start` input, in seat order. The table checks them (games/core/seats.ts:
   * one name rule for every game) before `start` runs; the game compares names in later inputs exactly.
   */
  playerNames(start: I): readonly string[];
  /** Names no player may take, and why (7 Seize's ghost player, R18). */
  readonly reservedNames?: readonly ReservedName[];
  /** Creates the first state from the `start` input (its names already checked by the table). */
  start(input: I): Outcome<S>;
  /** Pure transition: never throws, never mutates `state`. */
  apply(state: S, input: I): Outcome<S>;
  /** What the game awaits, or null when it is over. */
  awaiting(state: S): Awaiting | null;
  /** The JSON summary that `replay` prints and the server sends to tablets (its type is the game's: `V`). */
  view(state: S): V;
  /** What the shelf says of the game and what it needs from the table (deck, balance, players, options). */
  readonly description: GameDescription;
  /**
   * What `viewer` may see (boardgame.io's playerView): applied by the server to the view and to every
   * event (a card tap…) before it leaves, so nothing hidden leaks by any path. Without it, all is shown.
   */
  playerView?(state: S, viewer: Viewer, shown: Shown<V>): Shown<V> | null;
  /**
   * The input as the public log may show it now: `at` is the state it led to, `now` the game's
   * current state. Without it every accepted input is public (a hidden part is left out, so the
   * log stays a valid table script).
   */
  publicInput?(input: I, at: S, now: S): I;
  /** A finished game's seats, scores and winners, for the logbook (games/core/result.ts). */
  result?(state: S): GameResult;
  /** The contest scale (`description.scale` is `contest`): what the weigh-off weighs now. */
  readonly contest?: ContestScale<S>;
  /** The counting scale (`description.scale` is `count`): the game's own record that a count is held against. */
  readonly count?: CountingScale<S, I>;
  /** The computer player (`description.computer` offers its seats and levels). */
  readonly computer?: ComputerPlayer<S, I>;
  /** How the game teaches itself as it is played (games/core/teach.ts): its set-up, its prompts
   * explained, the rules it teaches at first use and why a step did what it did. Without: no lessons. */
  readonly teach?: Teaching<V & TeachView>;
  /** A first game for a table that has never played (games/core/first-game.ts): a guided game against
   * the computer, or a scripted first round to watch on the simulated rig. */
  readonly firstGame?: FirstGame;
}

/** A contest the game awaits a verdict for: two sides weighed against each other. */
export interface AwaitedContest {
  left: string;
  right: string;
  /** Changes when the game moves to another contest (a tie keeps it: the same contest goes on). */
  key: string;
  /** Changes when pieces are set aside within the same contest (a tiebreak's removals). */
  round: string;
  /** Pieces on each side for this weighing. */
  pieces: { left: number; right: number };
  /** Within this (g) the sides are a tie; the game's option, else the table's default. */
  bandGrams?: number;
  /** The wrong-winner rate the resolver allows, when the game sets one. */
  wrongWinnerRate?: number;
}

/** What the table needs to run a game's weigh-offs (the scale's contest controller is the table's). */
export interface ContestScale<S> {
  /** The contest awaited now, or null. */
  awaited(state: S): AwaitedContest | null;
  /** The input of a verdict (`grams`: what each side weighed, when the scale read both). */
  verdict(heavier: 'left' | 'right' | 'none', grams?: { left: number; right: number }): GameInput;
  /** Words for a verdict just taken (the game's events), and for what a tie would do now. */
  said(state: S): string;
  /** The same words as phrases, for each tablet to say in its language (absent: said in English). */
  told?(state: S): SentPhrase[];
  tieWords(state: S, contest: AwaitedContest): string;
}

/** A count held against the game's record: the scale counted `counted` of `pieces` held by `holder`. */
export interface CountCheck {
  holder: string;
  pieces: string;
  ledger: number;
  counted: number;
  agrees: boolean;
  /** In words for the tablet. */
  message: string;
}

/** A kind of piece: pieces of one kind weigh alike, so the counting scale learns one unit weight per kind. */
export interface PieceKind {
  /** The `kind` of the tablet's `count` message, e.g. Plunder!'s `treasure`. Kinds of the same id
   * share their learned weight across games (the same pieces). */
  readonly id: string;
  /** One piece and several, in words: `crew member`, `crew members`. */
  readonly one: string;
  readonly many: string;
}

/** What may be poured into the cup and counted as one (a holder's record of it): its id is the
 * `pieces` of the tablet's `count` message, e.g. Plunder!'s `blue` (of kind `treasure`). */
export interface CountedPieces {
  readonly id: string;
  /** The id of its kind (one of `kinds`). */
  readonly kind: string;
  /** In words: `blue treasures`. */
  readonly words: string;
}

/** What the counting scale needs of a game: the pieces it counts, its record of them, and the input of a count that stands. */
export interface CountingScale<S, I extends GameInput> {
  /** The kinds of piece the scale learns a weight for (the first is learned first). */
  readonly kinds: readonly PieceKind[];
  /** What may be counted: the table refuses any other `pieces` (or `kind`) before asking the game. */
  readonly pieces: readonly CountedPieces[];
  /** Whose pieces, in words for the tablet (`the harbour's`); without it, the holder's name and 's. */
  whose?(holder: string): string;
  /** The record of `holder`'s `pieces` against `counted`, or why it cannot be checked. */
  check(state: S, holder: string, pieces: string, counted: number): CountCheck | string;
  /** The input that makes a count that stands the record, or why it cannot stand. */
  recount(check: CountCheck): I | string;
}

/**
 * A computer player for a game (as boardgame.io's `ai.enumerate` feeds one bot): the table's
 * generic player asks it in a worker thread, so the game's search never blocks the table.
 */
export interface ComputerPlayer<S, I extends GameInput> {
  /** The seat (one of `description.computer.seats`) whose move is awaited now, or null. */
  toMove(state: S): string | null;
  /** Every legal input of the seat to move. */
  enumerate(state: S): I[];
  /** The input chosen for the seat to move at `level`, within about `budgetMs`; `seed` makes a choice among equals repeatable. */
  choose(state: S, level: string, budgetMs: number, seed?: number): I | null;
  /** The `start` input of a game between computer seats with `options` (the description's, by key,
   * already checked against it): where `quartermaster perft` walks `enumerate` from. Without it, no perft. */
  setUp?(options: Readonly<Record<string, unknown>>): I;
}

/** Who looks at the table: the host's tablet (it drives the game) or a spectator's. */
export type Viewer = 'host' | 'spectator';

/** Something about to leave the server: the game's view, or an event such as a card tap. */
export type Shown<V extends object = Record<string, unknown>> =
  | { kind: 'view'; view: V }
  | { kind: 'tap'; card?: string | null; player?: string; [field: string]: unknown };

// Erased form used by the core, which handles any registered game.
// biome-ignore lint/suspicious/noExplicitAny: the erased state type of any registered game; each module checks its own.
export type AnyGameModule = GameModule<any, GameInput>;

/** A deck the reader knows: every physical card once, by the id the table script uses. A rig enrols
 * a deck once (one sticker a card) and remembers it; a tap of a card of another deck is refused. */
export interface DeckDescription {
  /** e.g. `playing-cards` (7 Seize), `loot`. Decks shared by games share enrolment. */
  readonly id: string;
  /** Shown when enrolling and when a card of this deck is tapped in another game. */
  readonly name: string;
  /** Card ids in enrolment order (the order a boxed deck is sorted by hand). */
  readonly cards: readonly string[];
  /** The words for one card, e.g. `5 of Hearts`, `Merchant ship, 5 gold (2nd)`. */
  label(card: string): string;
  /** Lenient parse of a typed or mapped id into the canonical one, or null. */
  canonical(raw: string): string | null;
  /** Numbers printed on each card that the owners of a printed deck may enter and keep with the
   * deck (The High Seize's weight and value, H10): whole numbers 0..max, by field name. */
  readonly numbers?: { readonly fields: readonly string[]; readonly max: number };
  /** The deck of the single `cards.json` kept before there were several games: that map becomes
   * this deck's, and the simulated rig's virtual cards keep the UIDs they always had. One deck at most. */
  readonly firstDeck?: true;
}

/** One table option, shown on the shelf's new-game form and sent as `start.options[key]`. */
export type GameOption =
  | { readonly key: string; readonly label: string; readonly kind: 'boolean'; readonly default: boolean; readonly help?: string }
  | {
      readonly key: string;
      readonly label: string;
      readonly kind: 'number';
      readonly default: number;
      readonly min: number;
      readonly max: number;
      readonly help?: string;
    }
  | {
      readonly key: string;
      readonly label: string;
      readonly kind: 'choice';
      readonly default: string;
      readonly choices: readonly string[];
      /** Each choice's words on the form (a phrase each, in `choices`' order); without: the choices as they are. */
      readonly choiceLabels?: readonly string[];
      readonly help?: string;
    };

/**
 * How an awaited `reveal` takes cards from the reader. The tablet asks whose card it is in turn and
 * the tap goes to the one asked:
 * - `simultaneous`: the reveal awaits `players` (names); the tap is `{type:'reveal', player, card}`
 *   and its event names neither the card nor its sticker until everyone has revealed;
 * - `piles`: the reveal awaits `piles` (names to the count of unknown cards); a pile's cards are
 *   turned over face up, so the tap is `{type:'reveal', pile, card}` and its event names the card.
 */
export type RevealKind = 'simultaneous' | 'piles';

export interface ReaderUse {
  readonly reveal?: RevealKind;
  /**
   * A tap while the game awaits something other than a reveal: `pick` (played face up: the tablets
   * are told the card, to play it), `private` (tapped while placing it face down: only the host's
   * tablet is told, to send it with the placement; nobody is shown it). Without it such a tap is
   * refused as "not waiting for a card".
   */
  readonly between?: 'pick' | 'private';
  /** The awaited input types a tap between reveals serves (e.g. `['place']`: not while ships go
   * down); without it, whatever the game awaits. Any other moment refuses the tap. */
  readonly betweenFor?: readonly string[];
}

/** What a game needs from the table and what the shelf says of it. Pure data: no I/O. */
export interface GameDescription {
  /** The `game` field of its `start` input. */
  readonly id: string;
  readonly name: string;
  /** One line for the shelf. */
  readonly blurb: string;
  /** Allowed player counts (e.g. [2,3,4,5]); partnership counts are options of the game. */
  readonly players: readonly number[];
  /** The deck tapped on the reader, or null for a game without cards on the reader. */
  readonly deck: DeckDescription | null;
  /** How the game uses the scale: pairwise contests (7 Seize), counting pieces (Plunder!), or not at all. */
  readonly scale: 'contest' | 'count' | 'none';
  readonly options: readonly GameOption[];
  /** How the game uses the card reader (with `deck`); without it, reveals are simultaneous. */
  readonly reader?: ReaderUse;
  /** Seats a computer player can take, and its levels (the shelf offers them; the server plays them). */
  readonly computer?: { readonly seats: readonly string[]; readonly levels: readonly string[] };
  /**
   * What a seat's final score counts (its `result` hook), where a bare number would mislead: the
   * unit after a score ("pieces") and what it means for the winner. Without: points.
   */
  readonly score?: { readonly unit: string; readonly means: string };
}
