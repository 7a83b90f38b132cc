// Why a 7 Seize view from the server is not one the round and weigh-off screens can show.
import { isObj, nums, strs } from '../view-check.ts';

export function sevenSeizeViewProblem(v: Record<string, unknown>): string | null {
  if (typeof v.round !== 'number' || typeof v.bag !== 'number') return 'the view lacks round or bag';
  if (!isObj(v.stashes) || typeof v.stashes.red !== 'number' || typeof v.stashes.black !== 'number') return "the view's stashes are malformed";
  if (!nums(v.collections)) return "the view's collections are malformed";
  if (!strs(v.players) || !strs(v.participants) || !strs(v.revealedBy) || !strs(v.events) || !strs(v.winners)) return "the view's lists of names are malformed";
  if (!isObj(v.options)) return 'the view lacks the options';
  if (v.told !== undefined && !(Array.isArray(v.told) && v.told.every((e) => isObj(e) && typeof e.message === 'string' && isObj(e.values))))
    return "the view's events are malformed";
  if (v.weighOff !== null && !(isObj(v.weighOff) && strs(v.weighOff.remaining) && strs(v.weighOff.eliminated) && Array.isArray(v.weighOff.results)))
    return 'the weigh-off is malformed';
  return null;
}
