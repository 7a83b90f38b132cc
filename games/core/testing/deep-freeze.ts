// For the games' property tests: a state frozen all the way down, so a rule that mutates it
// instead of returning a new one throws (rules are pure reducers, games/core/types.ts).
export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}
