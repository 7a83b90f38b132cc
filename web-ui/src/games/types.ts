// What a game brings to the tablet: its picture for the shelf and, loaded when the game is opened,
// its new-game form (or the shelf's generic one, made from its options), the screen of a game under
// way, its standings and its rules, and optional hooks the shell calls where a game has its own
// words (the screen-reader announcement, the virtual rig's hints); and how its deck's cards look.
// The shell (header, devices, undo, spectators, the shelf, the Cards screen) is the same for every
// game and names none.
// A leaf of the tablet's imports: the connection and the shell import it, so it imports neither.
import type { ComponentChildren, FunctionComponent } from 'preact';
import type { ScaleMsg, SessionState, TapMsg } from '#protocol';
import type { Teaching, TeachView } from '#games';

/** The last card tap the server reported, with when the tablet heard it. */
export type LastTap = TapMsg & { at: number };

/** Subscribes to the live `scale` messages; returns the unsubscribe. */
export type ScaleFeed = (fn: (m: ScaleMsg) => void) => () => void;

/** What the table does besides the `start` input: the seats the computer takes from the first move. */
export interface StartExtras {
  computer?: Record<string, string>;
}

export interface NewGameProps {
  /** Sends the `start` input (the shell asks first when a game is under way). */
  onStart(start: Record<string, unknown>, extras?: StartExtras): void;
  /** The last card tap the server reported: a form may take a card tapped on the reader. */
  tap?: LastTap | null;
}

/** Who goes in which cup while the weigh-off waits for the collections, and how many pieces each has
 * (on a single-pan balance only the collection due on the pan, as `left`: the pan is cup 0). */
export interface CupLoad {
  left?: PiecesToPour;
  right?: PiecesToPour;
}

/** Whose pieces and how many; tokens of a known weight (`grams`, each off by `spread`) or, without,
 * random booty. `label` says it otherwise than "Ann's 6 pieces". */
export interface PiecesToPour {
  name: string;
  pieces: number;
  grams?: number;
  spread?: number;
  label?: string;
}

/** What the virtual rig offers: cards just revealed (faded) and collections to pour into the cups. */
export interface RigHints {
  recent: string[];
  load: CupLoad | null;
  /** The only cards a tap can take now, when the game knows them (the reader in the prompt offers
   * just these, not the whole deck); absent: every card of the deck. */
  offer?: string[];
}

export interface CardFaceProps {
  /** A card id of the deck; null: a face-down card. */
  card: string | null;
  size?: 'sm' | 'md' | 'lg';
  onClick?: () => void;
  dim?: boolean;
}

/** A deck's cards drawn as pictures (on the virtual reader and the Cards screen), rather than as
 * buttons with each card's label from the shelf. */
export interface CardFaces {
  /** The deck's id (its description's `deck.id`). */
  deck: string;
  /** Its card ids, in the order they are laid out. */
  cards: readonly string[];
  Face: FunctionComponent<CardFaceProps>;
}

/** The game's screens and hooks: its own chunk of the tablet's download, loaded when it is opened. */
export interface GameUi {
  /** The game's own new-game form; without one the shelf builds it from the description's options. */
  NewGame?: FunctionComponent<NewGameProps>;
  /** The game under way (and finished: its standings). */
  Table: FunctionComponent<TableProps>;
  /** The final standings of a saved game, from its view. */
  Standings?: FunctionComponent<{ view: Record<string, unknown> }>;
  /** The rules document (docs/rules/<id>.md), shown by the header's Rules button. */
  rules?: string;
  /** Why a view of this game from the server cannot be shown (checked before the screens trust it). */
  viewProblem?(view: Record<string, unknown>): string | null;
  /** For the virtual rig panel: cards just revealed (faded) and collections to pour into the cups. */
  rigHints?(session: SessionState): RigHints;
  /** A key that changes when a new round of reveals begins (a "card is down" note belongs to one). */
  revealKey?(session: SessionState): string;
  /** What a screen reader says of the question the game awaits (a game under way), or null for the
   * shell's own sentence (a reveal by players, a weigh-off contest; else nothing). */
  announce?(session: SessionState): string | null;
  /** What happened between two states of this game, in sentences to speak aloud (cues/speech-lines.ts):
   * built from the views this tablet got, so nothing hidden. Without it, only the prompts are spoken. */
  narrate?(prev: SessionState, next: SessionState): string[];
  /** The History panel's words for one step: who did what, which card did what. Without it, the
   * step's input in plain words (parts/step-summary.ts) under its round. */
  tell?(step: HistoryStep): ToldStep;
  /** How the game teaches itself as it is played (games/core/teach.ts: its set-up, its prompts
   * explained, its rules at first use, why a step did what it did), from the game's own folder: it
   * comes down with the game's screens. Without it the tablet teaches nothing and plays as before. */
  teach?: Teaching;
  /** false: the game's screen needs the screen's whole width (a board beside its side panel), so on
   * a wide screen its lesson goes where the screen marks it (teach/slot.tsx), not in a column beside. */
  lessonBeside?: boolean;
  /** true: on a portrait tablet the game's prompts are too tall for a lesson under them: it goes over
   * the prompt in its short form with "More…", as on a phone (teach/slot.tsx). */
  lessonOver?: boolean;
}

/** What the shell gives a game's table, besides the game's view. */
export interface TableProps {
  session: SessionState;
  feed: ScaleFeed;
  /** The virtual card reader, when a card is awaited (shown in the prompt). */
  reader?: ComponentChildren;
  /** The last card tap the server reported (a game played face up picks the tapped card). */
  tap?: LastTap | null;
}

/** A game's screens as the game writes them, typed by its own view `V` (games/<id>/view.ts): the
 * shell checks a view once (view-check.ts `screensOf`) and hands the screens and the teaching only
 * views of the game. */
export interface GameScreens<V> extends Omit<GameUi, 'Table' | 'Standings' | 'viewProblem' | 'teach'> {
  /** The game's id: a view is this game's when its `game` says so and `viewProblem` finds nothing wrong. */
  game: string;
  /** Why a view of this game from the server cannot be shown, or null. */
  viewProblem(view: Record<string, unknown>): string | null;
  Table: FunctionComponent<TableProps & { view: V }>;
  Standings?: FunctionComponent<{ view: V }>;
  teach?: Teaching<V & TeachView>;
}

/** A game on the tablet: what the shelf shows at once, and the rest loaded when it is wanted (each
 * `load` an `import()`, which the build makes a chunk of its own). */
export interface GameEntry {
  /** The shelf's picture (an inline SVG). */
  Picture: FunctionComponent;
  /** The game's screens and hooks. */
  load(): Promise<GameUi>;
  /** How the cards of a deck this game brings look (`deck`: its id); without, each card is a button
   * with its label. Loaded apart from the screens: the Cards screen and the virtual reader draw them
   * with no game on the table. */
  cardFaces?: { deck: string; load(): Promise<CardFaces> };
  /** A first round's words, when the game keeps them apart from its screens' (fetched only while a
   * first game of it is on the table: parts/first-game-words.ts). */
  firstRoundWords?(): Promise<void>;
}

/** One step of the game's history as this tablet may see it (GET /api/history): its input as the
 * table tells it, and the views before it (null at the start) and after it. */
export interface HistoryStep {
  input: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

/** A step of the history told: the part of the game it belongs to ("Round 2", "Turn 5"; the
 * History panel groups the steps under it) and its sentences (none: nothing worth telling). */
export interface ToldStep {
  part: string;
  lines: string[];
}

/** Every game's tablet side, by the `game` id of its rules: given to the app at its root (main.tsx). */
export type GameEntries = Readonly<Record<string, GameEntry>>;
