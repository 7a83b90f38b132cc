// The kinds of card as presets of the card's result: every preset fills rows the engine accepts on
// the ledger as it stands (P16–P23), the treasures taken from what the victim holds, halved by P17.
import { describe, expect, it } from 'vitest';
import { isRejection, type Outcome } from '../../../../games/core/types.ts';
import { apply, start } from '../../../../games/plunder/flow.ts';
import type { PlunderInput, StartInput } from '../../../../games/plunder/inputs.ts';
import type { PlunderState } from '../../../../games/plunder/state.ts';
import { view } from '../../../../games/plunder/view.ts';
import { CARD_PRESETS, takeFrom } from './card-presets.ts';
import { previewRows } from './effect-preview.ts';
import { checkRow, checkRows } from './effect-rows.ts';
import { type PlunderView, seats } from './model.ts';

const ok = (o: Outcome<PlunderState>): PlunderState => {
  if (isRejection(o)) throw new Error(o.reason);
  return o.state;
};

/** Anne has played a card; its result is awaited. */
function cardPlayed(before: PlunderInput[] = []): PlunderView {
  let s = ok(start({ type: 'start', game: 'plunder', players: ['Anne', 'Bart', 'Cora'], options: {} } as StartInput));
  for (const i of [...before, { type: 'play', player: 'Anne' } as PlunderInput]) s = ok(apply(s, i));
  return view(s);
}

/** Whether the engine accepts the rows as the card's result, on the ledger as the view has it. */
function accepted(v: PlunderView, rows: ReturnType<(typeof CARD_PRESETS)[number]['rows']>): boolean {
  const effects = checkRows(rows, 'Anne');
  if (effects === null) return false;
  const previews = previewRows(
    v,
    rows.map((r, i) => {
      const c = checkRow(r, i, 'Anne');
      return 'effect' in c ? c.effect : null;
    }),
    'Anne',
  );
  return previews.every((p) => p.problem === null);
}

describe('the kinds of Plunder! card as presets of the result (P16–P23)', () => {
  it('each fills rows the engine accepts as they stand', () => {
    const v = cardPlayed();
    for (const p of CARD_PRESETS) expect(accepted(v, p.rows(v, seats(v), 'Anne')), p.name).toBe(true);
  });

  it('a steal from the next player takes 2 of the treasures they hold', () => {
    const v = cardPlayed();
    const [row] = CARD_PRESETS.find((p) => p.id === 'steal-2')?.rows(v, seats(v), 'Anne') ?? [];
    expect(row).toMatchObject({ kind: 'steal', player: 'Anne', other: 'Bart', n: 2, treasures: { blue: 2 } });
  });

  it('P17: against a player with twice the crew the steal is halved, and the preset takes only what the halving leaves', () => {
    // Anne's crew goes to 0 (her 1 crew lost to Bart's card), so Bart's 1 crew is at least twice hers.
    const v = cardPlayed([
      { type: 'discardDraw', player: 'Anne' },
      { type: 'play', player: 'Bart' },
      { type: 'resolve', effects: [{ do: 'loseCrew', player: 'Anne', n: 1 }] },
      { type: 'discardDraw', player: 'Cora' },
    ]);
    const [row] = CARD_PRESETS.find((p) => p.id === 'steal-2')?.rows(v, seats(v), 'Anne') ?? [];
    expect(row?.treasures).toEqual({ red: 0, blue: 1, green: 0, yellow: 0, purple: 0 });
    expect(accepted(v, row ? [row] : [])).toBe(true);
  });

  it('takes the biggest piles first, never more than there is', () => {
    expect(takeFrom({ red: 1, blue: 3, green: 0, yellow: 2, purple: 0 }, 4)).toEqual({ red: 1, blue: 2, green: 0, yellow: 1, purple: 0 });
    expect(takeFrom({ red: 1, blue: 0, green: 0, yellow: 0, purple: 0 }, 3)).toEqual({ red: 1, blue: 0, green: 0, yellow: 0, purple: 0 });
  });
});
