// The hub's handlers cover the protocol: one for every message type a tablet may send, none for a
// type it may not, and a table that leaves a type out does not compile (`tsc` runs over this file).
import { describe, expect, it } from 'vitest';
import { CLIENT_SCHEMAS } from '#protocol';
import { HANDLERS, type Handlers } from './hub-handlers.ts';

describe("the hub's handlers", () => {
  it('have one handler for each message type of the protocol, and no other', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(Object.keys(CLIENT_SCHEMAS).sort());
    for (const h of Object.values(HANDLERS)) expect(typeof h).toBe('function');
  });

  it('are a table the compiler holds to every message type', () => {
    const { lesson: _left, ...rest } = HANDLERS;
    // @ts-expect-error a table without the lesson's handler is not the hub's handlers
    const partial: Handlers = rest;
    expect(Object.keys(partial)).not.toContain('lesson');
  });
});
