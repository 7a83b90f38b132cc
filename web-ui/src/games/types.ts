// What a game brings to the tablet: its picture for the shelf, its new-game form (or the shelf's
// generic one, made from its options), the screen of a game under way, its standings and its rules.
// The shell (header, devices, undo, events, spectators, the shelf) is the same for every game.
import type { ComponentChildren, FunctionComponent } from 'preact';
import type { SessionState, TapMsg } from '../../../server/src/protocol.ts';
import type { ScaleFeed } from '../parts/CupChart.tsx';
import type { CupLoad } from '../parts/VirtualRig.tsx';

/** The last card tap the server reported, with when the tablet heard it. */
export type LastTap = TapMsg & { at: number };

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

export interface GameUi {
  /** The shelf's picture (an inline SVG). */
  Picture: FunctionComponent;
  /** The game's own new-game form; without one the shelf builds it from the description's options. */
  NewGame?: FunctionComponent<NewGameProps>;
  /** The game under way (and finished: its standings). */
  /** `reader`: the virtual card reader, when a card is awaited (shown in the prompt). */
  /** `tap`: the last card tap the server reported (a game played face up picks the tapped card). */
  Table: FunctionComponent<{ session: SessionState; feed: ScaleFeed; reader?: ComponentChildren; tap?: LastTap | null }>;
  /** The final standings of a saved game, from its view. */
  Standings?: FunctionComponent<{ view: Record<string, unknown> }>;
  /** The rules document (docs/rules/<id>.md), shown by the header's Rules button. */
  rules?: string;
  /** Why a view of this game from the server cannot be shown (checked before the screens trust it). */
  viewProblem?(view: Record<string, unknown>): string | null;
  /** For the virtual rig panel: cards just revealed (faded) and collections to pour into the cups. */
  rigHints?(session: SessionState): { recent: string[]; load: CupLoad | null };
  /** A key that changes when a new round of reveals begins (a "card is down" note belongs to one). */
  revealKey?(session: SessionState): string;
}
