// Records keyed by player names (or by names made of them: a Loot side, a High Seize pile).
// A pirate may be called "constructor", "toString" or "__proto__", so a record inherits nothing:
// its prototype is one empty, frozen object that has no prototype itself, so no inherited key
// answers for a missing player and "__proto__" is an ordinary key. (An object made with
// `Object.create(null)` would do as well, but V8 keeps those as hash tables, several times slower
// to copy and read than objects with a prototype.) It stays plain JSON for views and logs, and `for … in`
// walks its own keys only. Build and change records only through these helpers: object spread
// (`{...rec}`) and `Object.fromEntries` give back an ordinary object.

/** A record: index it freely, test membership with `hasPlayer`. */
export type ByPlayer<T> = Record<string, T>;

/** The prototype of every record: empty, frozen, and with no prototype of its own. */
const NOTHING: object = Object.freeze(Object.create(null));
const blank = <T>(): ByPlayer<T> => Object.create(NOTHING) as ByPlayer<T>;

/** A record of `entries`, later entries winning. */
export function byPlayer<T>(entries: Iterable<readonly [string, T]> = []): ByPlayer<T> {
  const out = blank<T>();
  for (const [name, value] of entries) out[name] = value;
  return out;
}

/** One entry per name: `value(name, seat)`. */
export function eachPlayer<T>(names: readonly string[], value: (name: string, seat: number) => T): ByPlayer<T> {
  const out = blank<T>();
  for (let seat = 0; seat < names.length; seat++) {
    const name = names[seat] as string;
    out[name] = value(name, seat);
  }
  return out;
}

/** A copy of `rec` with `changes` made (the record itself is left alone). */
export function withPlayers<T>(rec: Readonly<ByPlayer<T>>, ...changes: (readonly [string, NoInfer<T>])[]): ByPlayer<T> {
  const out = blank<T>();
  for (const name in rec) out[name] = rec[name] as T;
  for (let i = 0; i < changes.length; i++) {
    const [name, value] = changes[i] as readonly [string, T];
    out[name] = value;
  }
  return out;
}

/** A copy of `rec` with every value passed through `f`. */
export function mapPlayers<T, U>(rec: Readonly<ByPlayer<T>>, f: (value: T, name: string) => U): ByPlayer<U> {
  const out = blank<U>();
  for (const name in rec) out[name] = f(rec[name] as T, name);
  return out;
}

/** Whether `rec` has an entry of its own for `name` (never an inherited one). */
export const hasPlayer = (rec: object, name: string): boolean => Object.hasOwn(rec, name);
