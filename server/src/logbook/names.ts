// Who is who across games: players are matched by the table's normalised names (nameKey), and the
// host may rename a player or merge two (one name counted as another) in the logbook. Kept in
// <dataDir>/logbook-names.json as { "aliases": { key: name } }: `key` now counts as `name`.
import { nameKey } from '../../../games/core/seats.ts';

export type Aliases = Readonly<Record<string, string>>;

/** The name `name` counts as now: its aliases followed (a loop is cut where it would close). */
export function resolveName(aliases: Aliases, name: string): string {
  let current = name;
  const seen = new Set<string>();
  for (;;) {
    const key = nameKey(current);
    const next = Object.hasOwn(aliases, key) ? aliases[key] : undefined;
    if (next === undefined || seen.has(key)) return current;
    seen.add(key);
    if (nameKey(next) === key) return next; // a new spelling of the same name
    current = next;
  }
}

/** The aliases once `from` counts as `to`, or why not. Renaming to one's own name drops the alias. */
export function withAlias(aliases: Aliases, from: string, to: string): Aliases | string {
  const key = nameKey(from);
  const { [key]: _old, ...rest } = aliases;
  // Back to itself (an undone merge), or a new spelling of the same name.
  if (nameKey(to) === key) return from === to ? rest : { ...rest, [key]: to };
  // A player who counts as `from` would loop: `to` already counts as `from`.
  if (nameKey(resolveName(rest, to)) === key) return `"${to}" already counts as "${from}"`;
  return { ...rest, [key]: to };
}
