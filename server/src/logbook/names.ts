// Who is who across games: players are matched by the table's normalised names (nameKey), and the
// host may rename a player or merge two (one name counted as another), always by the name the
// logbook shows now. Kept in <dataDir>/logbook-names.json as {"renames": [{"from", "to"}]}: each
// `from` is a name as played, spelt as the logbook has it, and counts as `to`; one rename a name,
// so each can be undone on its own and the name as played comes back.
import { nameKey } from '../../../games/core/seats.ts';

export interface Rename {
  from: string;
  to: string;
}
export type Renames = readonly Rename[];

/** The name each name as played counts as now. */
export function namer(renames: Renames): (played: string) => string {
  const by = new Map(renames.map((r) => [nameKey(r.from), r.to]));
  return (played) => by.get(nameKey(played)) ?? played;
}

/**
 * The renames once the player shown as `from` counts as `to`, or why not. `played` holds every name
 * as played, one spelling a name. `from` is a name shown now (every name played that counts as it
 * follows), or else a name as played that counts as another now (that one alone). A `to` that is
 * another player's name merges the two; one that is a name as played again drops its rename.
 */
export function renameShown(renames: Renames, played: readonly string[], from: string, to: string): Renames | string {
  const now = namer(renames);
  const names = [...played, ...renames.map((r) => r.from)];
  let group = names.filter((p) => nameKey(now(p)) === nameKey(from));
  if (group.length === 0) group = names.filter((p) => nameKey(p) === nameKey(from)).slice(0, 1);
  if (group.length === 0) return `"${from}" has played no game in the logbook`;
  const moved = new Set(group.map(nameKey));
  const next = renames.map((r) => (moved.has(nameKey(r.from)) ? { from: r.from, to } : r));
  for (const p of group) if (!next.some((r) => nameKey(r.from) === nameKey(p))) next.push({ from: p, to });
  return dedupe(next.filter((r) => r.from !== r.to));
}

/** The renames without the one of `from` (a name as played): that player is `from` again. */
export function withoutRename(renames: Renames, from: string): Renames | string {
  const next = renames.filter((r) => nameKey(r.from) !== nameKey(from));
  return next.length === renames.length ? `no rename of "${from}" is in force` : next;
}

/** One rename a name as played (the first kept), as a hand-edited file might not have it. */
function dedupe(renames: Renames): Renames {
  const seen = new Set<string>();
  return renames.filter((r) => !seen.has(nameKey(r.from)) && seen.add(nameKey(r.from)));
}

/**
 * The renames of an older names file, `{"aliases": {key: name}}` followed as a chain (a loop cut
 * where it would close), each key spelt as played where the logbook knows it.
 */
export function fromAliases(aliases: Readonly<Record<string, string>>, played: readonly string[]): Renames {
  const spelling = new Map(played.map((p) => [nameKey(p), p]));
  const resolve = (key: string): string => {
    let current = key;
    const seen = new Set<string>();
    for (;;) {
      const k = nameKey(current);
      const next = Object.hasOwn(aliases, k) ? aliases[k] : undefined;
      if (next === undefined || seen.has(k)) return current;
      seen.add(k);
      current = next;
      if (nameKey(next) === k) return next;
    }
  };
  return dedupe(Object.keys(aliases).map((k) => ({ from: spelling.get(nameKey(k)) ?? k, to: resolve(k) })));
}
