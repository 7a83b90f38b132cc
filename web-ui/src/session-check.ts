// What the server sends is checked before the screens trust it: a garbled or foreign message must
// give a clear note on the tablet, never a blank screen. The session state is checked with the
// protocol's own schema (schema-check.ts interprets it: no code is generated, so the page's CSP
// allows it), and each game's view with the game's own check, from the registry the app is given
// (`games`), not imported: the screens lead back to the connection.
import { PROTOCOL_VERSION, SessionState } from '#protocol';
import type { GameUi } from './games/types.ts';
import { isObj } from './games/view-check.ts';
import { firstMisfit } from './schema-check.ts';

/** Each game's check of its own view, by game id (the app's game registry is one). */
export type ViewChecks = Readonly<Record<string, Pick<GameUi, 'viewProblem'>>>;

/** Why `v` is not a session state the tablet can show, or null when it is; `games` check their own
 * views. A field the tablet does not know yet passes (a newer server may add one); a known field of
 * the wrong shape does not. */
export function sessionProblem(v: unknown, games: ViewChecks = {}): string | null {
  if (!isObj(v)) return 'not an object';
  if (v.protocol !== PROTOCOL_VERSION) return `protocol ${String(v.protocol)} (this tablet speaks protocol ${PROTOCOL_VERSION}: reload the page)`;
  const wrong = firstMisfit(SessionState, v);
  if (wrong) return `"${wrong.key}" is ${wrong.missing ? 'missing' : 'malformed'}`;
  return viewProblem(v.view, games);
}

function viewProblem(v: unknown, games: ViewChecks): string | null {
  if (!isObj(v)) return '"view" is not an object';
  if (v.game === null) return null;
  if (typeof v.game !== 'string') return '"game" is not a name';
  // Every game's view says its phase and what it awaits; the game's own screens check the rest.
  if (typeof v.phase !== 'string') return 'the view lacks its phase';
  if (v.awaiting !== null && v.awaiting !== undefined && !(isObj(v.awaiting) && typeof v.awaiting.type === 'string')) return '"awaiting" is malformed';
  return games[v.game]?.viewProblem?.(v) ?? null;
}
