// The tablet's schema checker answers as TypeBox's own (Value.Check) on the session state: a whole
// state, states with one field changed to each of a handful of wrong or new values, and random
// values; and a change of any one field of a whole state is named by the session check.
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SessionState } from '#protocol';
import { fits } from './schema-check.ts';
import { sessionProblem } from './session-check.ts';
import { wireSession } from './testing/session.ts';

const odd = [null, 0, -1, 1.5, 'x', '', true, [], {}, { type: 'x' }, [1, 2], undefined];

describe("the tablet's schema check", () => {
  it('agrees with TypeBox on a whole state and on every one of its fields changed to an odd value', () => {
    const whole = wireSession();
    expect(fits(SessionState, whole)).toBe(true);
    for (const key of [...Object.keys(SessionState.properties), 'added'])
      for (const value of odd) {
        const v = { ...whole, [key]: value };
        expect(fits(SessionState, v), `${key}: ${JSON.stringify(value)}`).toBe(Value.Check(SessionState, v));
      }
    for (const [key, value] of Object.entries(whole))
      if (value && typeof value === 'object' && !Array.isArray(value))
        for (const inner of Object.keys(value))
          for (const wrong of odd) {
            const v = { ...whole, [key]: { ...value, [inner]: wrong } };
            expect(fits(SessionState, v), `${key}.${inner}: ${JSON.stringify(wrong)}`).toBe(Value.Check(SessionState, v));
          }
  });

  it('agrees with TypeBox on random values of every JSON shape', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        expect(fits(SessionState, j)).toBe(Value.Check(SessionState, j));
        expect(fits(SessionState.properties.device, j)).toBe(Value.Check(SessionState.properties.device, j));
        expect(fits(SessionState.properties.weigh, j)).toBe(Value.Check(SessionState.properties.weigh, j));
      }),
    );
  });

  it('a state TypeBox refuses is refused by the session check, naming a field', () => {
    const whole = wireSession();
    for (const key of Object.keys(SessionState.properties))
      for (const value of odd) {
        const v = { ...whole, [key]: value };
        if (!Value.Check(SessionState, v) && key !== 'protocol' && key !== 'view')
          expect(sessionProblem(v), `${key}: ${JSON.stringify(value)}`).toMatch(/^"\w+" is (malformed|missing)$/);
      }
  });
});
