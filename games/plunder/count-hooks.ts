// What the table's counting scale needs of Plunder!: the ledger a count is held against, and the
// `recount` input of a count that stands (games/plunder/recount.ts). Treasures and crew weigh
// differently, so each is its own kind of piece.
import type { CountingScale } from '../core/types.ts';
import { HARBOUR, type PlunderInput } from './inputs.ts';
import { checkCount, type Counted } from './recount.ts';
import { COLOURS, type PlunderState } from './state.ts';

const COUNTED: readonly string[] = [...COLOURS, 'crew'];

export const countHooks: CountingScale<PlunderState, PlunderInput> = {
  kinds: [
    { id: 'treasure', one: 'treasure', many: 'treasures' },
    { id: 'crew', one: 'crew member', many: 'crew members' },
  ],
  pieces: [...COLOURS.map((c) => ({ id: c, kind: 'treasure', words: `${c} treasures` })), { id: 'crew', kind: 'crew', words: 'crew' }],
  whose: (holder) => (holder === HARBOUR ? "the harbour's" : `${holder}'s`),
  check(state, holder, pieces, counted) {
    if (!COUNTED.includes(pieces)) return `pieces must be a colour or "crew" (${COUNTED.join(', ')})`;
    const c = checkCount(state, holder, pieces as Counted, counted);
    if (typeof c === 'string') return c;
    const { colour, ...rest } = c;
    return { ...rest, pieces: colour };
  },
  recount(check) {
    if (check.holder === HARBOUR) return "the harbour's count cannot be balanced against itself: count a player's pieces instead";
    return check.pieces === 'crew'
      ? { type: 'recount', player: check.holder, crew: check.counted }
      : ({ type: 'recount', player: check.holder, colour: check.pieces, count: check.counted } as PlunderInput);
  },
};
