// The card's result held against the ledger before Resolve (effect-preview.ts): a halved steal that
// takes other than the half says how many to take in few words, its line under it why it is halved (P17).
import { describe, expect, it } from 'vitest';
import { isRejection, type Outcome } from '../../../../games/core/types.ts';
import { apply, start } from '../../../../games/plunder/flow.ts';
import type { Effect, PlunderInput, StartInput } from '../../../../games/plunder/inputs.ts';
import type { PlunderState, Treasures } from '../../../../games/plunder/state.ts';
import { view } from '../../../../games/plunder/view.ts';
import { previewRows } from './effect-preview.ts';

const ok = (o: Outcome<PlunderState>): PlunderState => {
  if (isRejection(o)) throw new Error(o.reason);
  return o.state;
};

/** Anne (no crew left: Bart's card took it) has played a card: a steal from Bart is halved (P17). */
function halving() {
  let s = ok(start({ type: 'start', game: 'plunder', players: ['Anne', 'Bart', 'Cora'], options: {} } as StartInput));
  const inputs: PlunderInput[] = [
    { type: 'discardDraw', player: 'Anne' },
    { type: 'play', player: 'Bart' },
    { type: 'resolve', effects: [{ do: 'loseCrew', player: 'Anne', n: 1 }] },
    { type: 'discardDraw', player: 'Cora' },
    { type: 'play', player: 'Anne' },
  ];
  for (const i of inputs) s = ok(apply(s, i));
  return view(s);
}

const steal = (n: number, take: Partial<Treasures>, colour?: 'red'): Effect => ({
  do: 'steal',
  from: 'Bart',
  n,
  take,
  ...(colour ? { colour } : {}),
});

describe("a halved steal's row before Resolve (P17)", () => {
  it('taking more than the half: how many to take, the why on the line under it', () => {
    const [row] = previewRows(halving(), [steal(2, { blue: 2 })], 'Anne');
    expect(row?.problem).toBe('effect 1 (steal): take exactly 1 treasure, not 2');
    expect(row?.halved).toBe("halved to 1 (P17): Bart's 1 crew is at least twice Anne's 0");
  });

  it('the half taken: no problem', () => {
    const [row] = previewRows(halving(), [steal(2, { blue: 1 })], 'Anne');
    expect(row?.problem).toBeNull();
    expect(row?.halved).not.toBeNull();
  });

  it("a colour the card does not name, or a victim holding less than the half: the engine's own words", () => {
    const [other] = previewRows(halving(), [steal(2, { blue: 1 }, 'red')], 'Anne');
    expect(other?.problem).toMatch(/^effect 1 \(steal\): the card steals red only/);
    const [short] = previewRows(halving(), [steal(4, { red: 1 }, 'red')], 'Anne');
    expect(short?.problem).toMatch(/^effect 1 \(steal\): .* holds 0 red: take exactly 0 treasures, not 1$/);
  });
});
