// A light check of what the server sends before the screens trust it: a garbled or foreign
// message must give a clear note on the tablet, never a blank screen.
import type { SessionState } from '../../server/src/protocol.ts';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strs = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Why `v` is not a session state the tablet can show, or null when it is. */
export function sessionProblem(v: unknown): string | null {
  if (!isObj(v)) return 'not an object';
  if (v.protocol !== 1) return `protocol ${String(v.protocol)} (this tablet speaks protocol 1: reload the page)`;
  if (typeof v.version !== 'number') return '"version" is not a number';
  if (v.role !== 'host' && v.role !== 'spectator') return '"role" is neither host nor spectator';
  if (typeof v.inputs !== 'number') return '"inputs" is not a number';
  if (v.tapFor !== null && typeof v.tapFor !== 'string') return '"tapFor" is not a name';
  if (!isObj(v.device) || !Array.isArray(v.device.calibrated) || !isObj(v.device.counters)) return '"device" is malformed';
  if (!isObj(v.cards) || typeof v.cards.enrolled !== 'number') return '"cards" is malformed';
  if (!isObj(v.weigh) || typeof v.weigh.stage !== 'string') return '"weigh" is malformed';
  if (!strs(v.warnings)) return '"warnings" is not a list of sentences';
  return viewProblem(v.view);
}

function viewProblem(v: unknown): string | null {
  if (!isObj(v)) return '"view" is not an object';
  if (v.game === null) return null;
  if (v.game !== '7-seize') return `unknown game "${String(v.game)}"`;
  if (typeof v.round !== 'number' || typeof v.phase !== 'string' || typeof v.bag !== 'number') return 'the view lacks round, phase or bag';
  if (!isObj(v.stashes) || typeof v.stashes.red !== 'number' || typeof v.stashes.black !== 'number') return "the view's stashes are malformed";
  if (!isObj(v.collections) || !Object.values(v.collections).every((n) => typeof n === 'number')) return "the view's collections are malformed";
  if (!strs(v.players) || !strs(v.participants) || !strs(v.revealedBy) || !strs(v.events) || !strs(v.winners)) return "the view's lists of names are malformed";
  if (!isObj(v.options)) return 'the view lacks the options';
  if (v.awaiting !== null && !(isObj(v.awaiting) && typeof v.awaiting.type === 'string')) return '"awaiting" is malformed';
  if (v.weighOff !== null && !(isObj(v.weighOff) && strs(v.weighOff.remaining) && strs(v.weighOff.eliminated) && Array.isArray(v.weighOff.results)))
    return 'the weigh-off is malformed';
  return null;
}

export function isSession(v: unknown): v is SessionState {
  return sessionProblem(v) === null;
}
