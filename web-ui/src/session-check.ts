// A light check of what the server sends before the screens trust it: a garbled or foreign
// message must give a clear note on the tablet, never a blank screen. Each game's own check comes
// from the registry the app is given (`games`), not imported: the screens lead back to the connection.
import type { GameUi } from './games/types.ts';
import { isObj, strs } from './games/view-check.ts';

/** Each game's check of its own view, by game id (the app's game registry is one). */
export type ViewChecks = Readonly<Record<string, Pick<GameUi, 'viewProblem'>>>;

/** Why `v` is not a session state the tablet can show, or null when it is; `games` check their own views. */
export function sessionProblem(v: unknown, games: ViewChecks = {}): string | null {
  if (!isObj(v)) return 'not an object';
  if (v.protocol !== 1) return `protocol ${String(v.protocol)} (this tablet speaks protocol 1: reload the page)`;
  if (typeof v.version !== 'number') return '"version" is not a number';
  if (v.role !== 'host' && v.role !== 'spectator') return '"role" is neither host nor spectator';
  if (typeof v.inputs !== 'number') return '"inputs" is not a number';
  if (v.tapFor !== null && typeof v.tapFor !== 'string') return '"tapFor" is not a name';
  if (!isObj(v.device) || !Array.isArray(v.device.calibrated) || !isObj(v.device.counters)) return '"device" is malformed';
  if (!isObj(v.cards) || typeof v.cards.enrolled !== 'number') return '"cards" is malformed';
  if (!isObj(v.weigh) || typeof v.weigh.stage !== 'string') return '"weigh" is malformed';
  if (v.count !== undefined && !(isObj(v.count) && typeof v.count.stage === 'string' && isObj(v.count.units))) return '"count" is malformed';
  if (!strs(v.warnings)) return '"warnings" is not a list of sentences';
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
