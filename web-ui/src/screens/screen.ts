// What a screen of the tablet is, as the screens table (screens/index.ts) lists it: its tab in the
// header, who may see it and when, and its component. Every screen is given the same props (what
// the tablet knows now) and reads what it needs of them. A leaf: the table, the screens and the
// app import it, it imports none of them.
import type { ComponentChildren, FunctionComponent } from 'preact';
import type { DeckCards, SessionState, ShelfReply } from '#protocol';
import type { Load } from '../game-loads.ts';
import type { CardFaces, GameUi, LastTap, ScaleFeed, StartExtras } from '../games/types.ts';

/** The screen the tablet opens on: the game on the table (the shelf while there is none). */
export const HOME = 'game';
/** The screen that stands in where another cannot show: no game for a screen of the game. */
export const SHELF = 'shelf';
/** The rules of the game on the table (a ruling's "show me" opens it at that ruling). */
export const RULES = 'rules';

export interface ScreenProps {
  session: SessionState;
  /** The last card tap the server reported. */
  tap: LastTap | null;
  /** The scale's samples as they come. */
  feed: ScaleFeed;
  /** The shelf (GET /api/shelf): null while it is read; `shelfProblem`, why it could not be. */
  shelf: ShelfReply | null;
  shelfProblem: string | null;
  /** The deck on the reader: its cards and their words, and their faces when a game draws them. */
  deck: DeckCards | null;
  faces: CardFaces | null;
  /** The screens of the game on the table, as they load (null: no game, or none of its own). */
  gameLoad: Load<GameUi> | null;
  /** The virtual reader, while it sits in the game's prompt. */
  reader: ComponentChildren;
  /** Whether the History panel is open over the game. */
  historyOpen: boolean;
  /** Closes the History panel (back to the game). */
  closeHistory(): void;
  /** Opens the screen `id`. */
  open(id: string): void;
  /** Starts a game from its `start` input (the tablet asks first when one is under way). */
  startGame(start: Record<string, unknown>, extras?: StartExtras): void;
  /** The game whose new-game form is open on the shelf (null: none), so that the virtual reader
   * offers its deck. A stable function: leaving the shelf calls it with null. */
  pickForm(id: string | null): void;
  /** Opens the rules page of the game on the table at the ruling `id` (`R12`): "show me", from a
   * lesson, a "why" line, the History or a search of the rules. */
  showRule(id: string): void;
  /** The ruling the rules page was opened at (null: its top). */
  ruleAt: string | null;
}

export interface Screen {
  /** Its tab's id; its folder and component are named after it: `screens/<id>/<Id>.tsx`. */
  id: string;
  /** Its tab's word in the header (named by `msg`: the tab shows it in the tablet's language). */
  label: string;
  /** Who sees its tab: every tablet, or the host's alone. */
  who: 'everyone' | 'host';
  /** When its tab is in the header: always, or while a game is on the table. */
  when: 'always' | 'with-game';
  /** It shows the game on the table: with none there, the shelf stands in. */
  needsGame?: boolean;
  /** It draws the deck's cards: their faces are fetched while it is open. */
  drawsCards?: boolean;
  /** No tab of its own: another screen opens it (a guide reached from the Device screen). */
  tab?: false;
  /** Its own pages (a rules page, a form) close when its tab is pressed: it opens at its top. */
  topOnTab?: boolean;
  Component: FunctionComponent<ScreenProps>;
  /** A screen that comes down when first opened: its own component, as `Component` loads it. */
  loads?: () => Promise<FunctionComponent<ScreenProps>>;
}
