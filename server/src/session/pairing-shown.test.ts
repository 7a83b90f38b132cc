// The viewer filter's rule for a tablet's `pairing` message: a host link's code (`invited`) and the
// word that the links were withdrawn reach a host tablet only; the rest (a refusal, an ask, a secret made for the tablet) reach it whatever it is.
import { describe, expect, it } from 'vitest';
import type { PairingMsg } from '#protocol';
import { pairingShownTo } from './viewer-filter.ts';

const invited: PairingMsg = {
  type: 'pairing',
  state: 'invited',
  code: 'abcdefghijklmnopqrstuv',
  secondsLeft: 600,
  message: 'Make the other tablet a host too',
};
const paired: PairingMsg = { type: 'pairing', state: 'paired', secret: 'host.x', message: 'This tablet is host' };

describe('pairingShownTo', () => {
  it('shows a host link only to a host tablet', () => {
    expect(pairingShownTo('host', invited)).toEqual(invited);
    expect(pairingShownTo('spectator', invited)).toBeNull();
  });
  it('tells a host tablet alone that the host links were withdrawn', () => {
    const withdrawn: PairingMsg = { type: 'pairing', state: 'withdrawn', message: 'Every host link was withdrawn' };
    expect(pairingShownTo('host', withdrawn)).toEqual(withdrawn);
    expect(pairingShownTo('spectator', withdrawn)).toBeNull();
  });
  it('shows a spectator its own standing (made host by a code: told before its role changes)', () => {
    expect(pairingShownTo('spectator', paired)).toEqual(paired);
  });
});
