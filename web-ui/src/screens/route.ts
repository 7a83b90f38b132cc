// The header's tabs and the screen shown for a tab, both read from the screens table (index.ts):
// the header, the router and the tests ask these two, and keep no list of screens of their own.
import type { SessionState } from '#protocol';
import { HOME, SHELF, type Screen } from './screen.ts';

/** What decides which screens a tablet may show now: who it is and whether a game is on the table. */
export interface ScreensAt {
  role: SessionState['role'];
  game: boolean;
}

/** The screens this tablet may see now, in the table's order. */
function reachable(screens: readonly Screen[], at: ScreensAt): Screen[] {
  return screens.filter((s) => (s.who === 'everyone' || at.role === 'host') && (s.when === 'always' || at.game));
}

/** The tabs of the header, in the table's order: the screens this tablet may see now that have a tab. */
export function tabsFor(screens: readonly Screen[], at: ScreensAt): Screen[] {
  return reachable(screens, at).filter((s) => s.tab !== false);
}

/** The screen shown for the tab `id`: its own while this tablet may see it; otherwise the game on
 * the table; and the shelf where there is no game for a screen that needs one. */
export function screenFor(screens: readonly Screen[], id: string, at: ScreensAt): Screen {
  const tab = reachable(screens, at).find((s) => s.id === id);
  if (tab && (at.game || !tab.needsGame)) return tab;
  if (at.game && id !== HOME) return screenFor(screens, HOME, at);
  const shelf = screens.find((s) => s.id === SHELF);
  if (!shelf) throw new Error(`the screens table has no "${SHELF}" screen to stand in`);
  return shelf;
}
