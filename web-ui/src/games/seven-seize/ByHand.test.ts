import { describe, expect, it } from 'vitest';
import { pips } from './ByHand.tsx';

describe('domino pips typed by the host (R25)', () => {
  it('reads whole numbers of 0 or more', () => {
    expect(pips('0')).toBe(0);
    expect(pips(' 42 ')).toBe(42);
  });
  it('names what is wrong with anything else', () => {
    for (const bad of ['', '-3', '2.5', 'six', '12345']) expect(pips(bad)).toBe('pips are a whole number of 0 or more');
  });
});
