// Records keyed by player names (or by names made of them: a Loot side, a High Seize pile).
// A pirate may be called "constructor", "toString" or "__proto__", so a record is an object with
// no prototype: no inherited key answers for a missing player, and "__proto__" is an ordinary key.
// It stays plain JSON for views and logs. Build and change records only through these helpers:
// object spread (`{...rec}`) and `Object.fromEntries` give back an ordinary object.

/** A null-prototype record: index it freely, test membership with `hasPlayer`. */
export type ByPlayer<T> = Record<string, T>;

/** A record of `entries`, later entries winning. */
export function byPlayer<T>(entries: Iterable<readonly [string, T]> = []): ByPlayer<T> {
  const out: ByPlayer<T> = Object.create(null);
  for (const [name, value] of entries) out[name] = value;
  return out;
}

/** One entry per name: `value(name, seat)`. */
export function eachPlayer<T>(names: readonly string[], value: (name: string, seat: number) => T): ByPlayer<T> {
  return byPlayer(names.map((name, seat) => [name, value(name, seat)] as const));
}

/** A copy of `rec` with `changes` made (the record itself is left alone). */
export function withPlayers<T>(rec: Readonly<ByPlayer<T>>, ...changes: (readonly [string, NoInfer<T>])[]): ByPlayer<T> {
  return byPlayer([...Object.entries(rec), ...changes]);
}

/** A copy of `rec` with every value passed through `f`. */
export function mapPlayers<T, U>(rec: Readonly<ByPlayer<T>>, f: (value: T, name: string) => U): ByPlayer<U> {
  return byPlayer(Object.entries(rec).map(([name, value]) => [name, f(value, name)] as const));
}

/** Whether `rec` has an entry of its own for `name` (never an inherited one). */
export const hasPlayer = (rec: object, name: string): boolean => Object.hasOwn(rec, name);
